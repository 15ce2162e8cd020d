import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

const PARAM = 'publicacao';

/**
 * Which post's dialog is open, kept in the address (?publicacao=12): the phone's back button
 * closes it, and a link to an opened document can be shared.
 */
export function useOpenPost(): { openId: number | null; open: (id: number) => void; close: () => void } {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const raw = params.get(PARAM);
  const openId = raw && /^\d+$/.test(raw) ? Number(raw) : null;

  const open = useCallback(
    (id: number) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(PARAM, String(id));
          return next;
        },
        { state: { openedHere: true } },
      ),
    [setParams],
  );

  const openedHere = Boolean((location.state as { openedHere?: boolean } | null)?.openedHere);
  const close = useCallback(() => {
    // Opened from this page: step back, so Back does not reopen it. Arrived by a link: drop the parameter.
    if (openedHere) navigate(-1);
    else
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(PARAM);
          return next;
        },
        { replace: true },
      );
  }, [openedHere, navigate, setParams]);

  return { openId, open, close };
}
