import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isMenuPath, MEAL_DETAIL_PARAM, menuPath, parseMealId } from '../meal-address.ts';

/** Marks the history entry that opening the details added, so closing can step Back over it. */
interface DetailState {
  mealDetail: true;
}

function openedHere(state: unknown): state is DetailState {
  return typeof state === 'object' && state !== null && 'mealDetail' in state;
}

function withMeal(params: URLSearchParams, id: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id === null) next.delete(MEAL_DETAIL_PARAM);
  else next.set(MEAL_DETAIL_PARAM, String(id));
  return next;
}

/** The menu's filters as they are, without a `?meal=` the menu's own address replaces. */
const menuSearch = (search: string) => withMeal(new URLSearchParams(search), null).toString();

/**
 * The open meal lives in the URL (meal-address.ts): on the menu it is the meal's own address,
 * `/meals/<id>`, elsewhere `?meal=<id>` on the page. Opening adds a history entry, so Back closes
 * the details; closing steps back over that entry, or (after arriving by a shared link) goes to
 * the page without the meal.
 */
export function useMealDetailParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname, search, state } = useLocation();
  const { mealId: pathMealId } = useParams();
  const navigate = useNavigate();
  const onMenu = isMenuPath(pathname);
  const mealId = parseMealId(pathMealId ?? searchParams.get(MEAL_DETAIL_PARAM));

  // Timers and handlers may hold an old render's callback: they check the latest value here.
  const openId = useRef(mealId);
  useEffect(() => {
    openId.current = mealId;
  }, [mealId]);

  const open = useCallback(
    (id: number) => {
      if (openId.current !== null) return;
      openId.current = id;
      const options = {
        state: { mealDetail: true } satisfies DetailState,
        preventScrollReset: true,
      };
      if (onMenu) {
        navigate({ pathname: menuPath(id), search: menuSearch(search) }, options);
      } else {
        setSearchParams((params) => withMeal(params, id), options);
      }
    },
    [onMenu, search, navigate, setSearchParams],
  );

  const close = useCallback(() => {
    if (openId.current === null) return;
    openId.current = null;
    if (openedHere(state)) {
      navigate(-1);
    } else if (onMenu) {
      navigate(
        { pathname: menuPath(null), search: menuSearch(search) },
        { replace: true, preventScrollReset: true },
      );
    } else {
      setSearchParams((params) => withMeal(params, null), {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, [state, onMenu, search, navigate, setSearchParams]);

  return { mealId, open, close };
}
