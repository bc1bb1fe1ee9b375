/** The kitchen display on the wall (/kitchen): open orders as tickets, live. */
export { KitchenPage } from './components/kitchen-page.tsx';
