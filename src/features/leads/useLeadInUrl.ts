import { useEffect, useRef } from 'react';
import { useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';

/** The query key of the open lead: /leads?lead=253, /leads/17?lead=253. */
export const LEAD_QUERY_KEY = 'lead';

type Selection = {
  readonly detailId: number | null;
  open(id: number): void;
  closeCompare(): void;
  closeDetail(): void;
};

function leadIn(params: URLSearchParams): number | null {
  const value = params.get(LEAD_QUERY_KEY) ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The open lead lives in the URL (the other query keys, such as filters, stay as they are): a reload,
 * Back and a shared link open it again, and closing it removes the key. Opening or closing a lead is a
 * step of the history; moving from lead to lead (j/k) replaces it.
 */
export function useLeadInUrl(selection: Selection): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigationType();
  const inUrl = leadIn(params);
  const open = selection.detailId;
  /** The lead the URL and the panel last agreed on (undefined before the first pass). */
  const agreed = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    // From the address as it is now (the list may have written its filters in this pass); ids stay
    // comma-joined as the list writes them.
    const write = (id: number | null, replace: boolean) => {
      const next = new URLSearchParams(window.location.search);
      if (id === null) next.delete(LEAD_QUERY_KEY);
      else next.set(LEAD_QUERY_KEY, String(id));
      const search = next.toString().replaceAll('%2C', ',');
      navigate({ pathname: window.location.pathname, search: search ? `?${search}` : '' }, { replace });
    };
    const first = agreed.current === undefined;
    // A link of the app without the key (the navigation's Leads, even before the screen it left was
    // drawn) comes back to the list with its lead still open; only Back, Forward or a loaded URL close it.
    const cameBack = inUrl === null && (first || navigation !== 'POP');
    if (cameBack) {
      // Coming back to the list with a lead still open: the URL shows it.
      agreed.current = open;
      if (open !== null) write(open, true);
    } else if (first || inUrl !== agreed.current) {
      // The URL changed (a link, Back, Forward): the panel follows it.
      agreed.current = inUrl;
      if (inUrl === null) {
        selection.closeCompare();
        selection.closeDetail();
      } else if (inUrl !== open) selection.open(inUrl);
    } else if (open !== agreed.current) {
      // The panel changed: the URL follows it.
      const replace = agreed.current !== null && open !== null;
      agreed.current = open;
      write(open, replace);
    }
  }, [inUrl, open, selection, navigate, navigation]);
}
