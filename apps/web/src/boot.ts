/*
 * The page's only script at first: it lets the browser paint the page the server rendered, then
 * loads the app (main.tsx), which hydrates it. The app's code is not even requested before that
 * first frame, so on a slow phone nothing holds the first paint back (decision 027).
 * The stylesheet is this script's, so the page links it in its head and paints styled.
 */
import './styles.css';

let loading = false;
const loadApp = () => {
  if (loading) return;
  loading = true;
  void import('./main.tsx');
};

requestAnimationFrame(() => setTimeout(loadApp, 0));
// A tab opened in the background runs no frames: it starts all the same.
setTimeout(loadApp, 1_000);
