import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** `?meal=<id>` opens a meal's details on any page that hosts them: links can be shared. */
export const MEAL_DETAIL_PARAM = 'meal';

const MAX_ID_DIGITS = 9;

export function parseMealId(value: string | null): number | null {
  if (!value || value.length > MAX_ID_DIGITS || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

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

/**
 * The open meal lives in the URL: opening adds a history entry, so Back closes the details;
 * closing steps back over that entry, or (after arriving by a shared link) drops the parameter.
 */
export function useMealDetailParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const mealId = parseMealId(searchParams.get(MEAL_DETAIL_PARAM));

  // Timers and handlers may hold an old render's callback: they check the latest value here.
  const openId = useRef(mealId);
  useEffect(() => {
    openId.current = mealId;
  }, [mealId]);

  const open = useCallback(
    (id: number) => {
      if (openId.current !== null) return;
      openId.current = id;
      setSearchParams((params) => withMeal(params, id), {
        state: { mealDetail: true } satisfies DetailState,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  const close = useCallback(() => {
    if (openId.current === null) return;
    openId.current = null;
    if (openedHere(state)) {
      navigate(-1);
    } else {
      setSearchParams((params) => withMeal(params, null), {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, [state, navigate, setSearchParams]);

  return { mealId, open, close };
}
