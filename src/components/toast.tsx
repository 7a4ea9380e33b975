import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { FiX } from 'react-icons/fi';
import styled from 'styled-components';
import { IconButton } from './icon-button';
import { activeLanguage } from '../lib/i18n/i18n';
import { LANGUAGE_TAGS } from '../lib/i18n/languages';

export interface ToastOptions {
  title: string;
  description?: string;
  /** Destructive toasts are errors: red, and announced assertively. */
  variant?: 'default' | 'destructive';
  /**
   * Not replaced by an ordinary toast while it shows: the newest ordinary toast waits and shows
   * when this one times out or is dismissed. For a message that outranks the toasts that follow
   * it, such as being signed out.
   */
  sticky?: boolean;
}

interface ToastItem extends ToastOptions {
  id: number;
  /**
   * The language its texts were written in: a switch while it shows does not rewrite it, and a
   * screen reader reads it in its own language.
   */
  lang: string;
  /**
   * A failure's second line when the browser said it was offline as it failed: the failure's own
   * text ("Failed to create post") does not say that the connection is the reason.
   */
  offlineNote: string | null;
}

/** The toast on screen, and the newest one raised while a sticky toast showed. */
interface ToastState {
  shown: ToastItem | null;
  waiting: ToastItem | null;
}

// Only one toast is visible at a time; a new one replaces it, unless it is sticky
// (docs/product.md#toasts).
const VISIBLE_MS = { default: 5000, destructive: 8000 };

const OFFLINE_NOTE = msg`You seem to be offline. Check your connection and try again.`;

const ToastContext = createContext<(options: ToastOptions) => void>(() => {});

export const useToast = () => useContext(ToastContext);

const Viewport = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  left: ${({ theme }) => theme.space[4]}px;
  right: ${({ theme }) => theme.space[4]}px;
  bottom: calc(${({ theme }) => theme.layout.bottomBarHeight} + ${({ theme }) => theme.space[3]}px);
  display: flex;
  justify-content: center;
  pointer-events: none;
  ${({ theme }) => theme.media.md} {
    left: auto;
    bottom: ${({ theme }) => theme.space[6]}px;
    right: ${({ theme }) => theme.space[6]}px;
  }
`;

const Item = styled.div<{ $destructive: boolean }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  max-width: 380px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border: 1px solid
    ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.surfaceRaised)};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.onDanger : theme.colors.text)};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  p {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  button {
    color: inherit;
  }
  > div {
    flex: 1;
    min-width: 0;
  }
`;

/** Toasts, announced through live regions that exist before any toast does. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [{ shown: toast }, setToasts] = useState<ToastState>({ shown: null, waiting: null });
  const nextId = useRef(1);
  const { t } = useLingui();

  const show = useCallback((options: ToastOptions) => {
    const offline = options.variant === 'destructive' && navigator.onLine === false;
    const next = {
      ...options,
      id: nextId.current++,
      lang: LANGUAGE_TAGS[activeLanguage()],
      offlineNote: offline ? i18n._(OFFLINE_NOTE) : null,
    };
    setToasts(({ shown }) =>
      shown?.sticky && !next.sticky ? { shown, waiting: next } : { shown: next, waiting: null },
    );
  }, []);
  const close = useCallback(
    () => setToasts(({ waiting }) => ({ shown: waiting, waiting: null })),
    [],
  );

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(close, VISIBLE_MS[toast.variant ?? 'default']);
    return () => clearTimeout(timer);
  }, [toast, close]);

  const render = (variant: 'default' | 'destructive') =>
    toast && (toast.variant ?? 'default') === variant ? (
      <Item key={toast.id} $destructive={variant === 'destructive'} data-testid="toast">
        <div lang={toast.lang}>
          <strong>{toast.title}</strong>
          {toast.description && <p>{toast.description}</p>}
          {toast.offlineNote && <p>{toast.offlineNote}</p>}
        </div>
        <IconButton label={t`Dismiss notification`} icon={<FiX />} size={32} onClick={close} />
      </Item>
    ) : null;

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* No document when the landing is rendered ahead of time (src/prerender): no toasts then. */}
      {typeof document !== 'undefined' &&
        createPortal(
          // Outside the app root, so a toast raised while a dialog is open is still announced.
          <div data-live-region="">
            <Viewport role="status" aria-live="polite" aria-atomic="true" aria-label={t`Messages`}>
              {render('default')}
            </Viewport>
            <Viewport aria-live="assertive" aria-atomic="true">
              {render('destructive')}
            </Viewport>
          </div>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}
