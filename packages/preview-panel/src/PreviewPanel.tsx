import { type PropSpecs, useShopElement, useStyles, useTranslation } from '@shop/design-system';
import { useCallback, useMemo, useRef, useState } from 'react';
import { createPreviewApi } from './api.ts';
import { Indicator } from './components/Indicator.tsx';
import { SessionEnded } from './components/SessionEnded.tsx';
import { SettingsPanel } from './components/SettingsPanel.tsx';
import { type PreviewSettings, previewSettingsFrom } from './domain/auth.ts';
import { contentLanguage } from './domain/language.ts';
import { useEnglishDesignSystemLabels } from './hooks/useEnglishDesignSystemLabels.ts';
import { useOutOfFocusWay } from './hooks/useOutOfFocusWay.ts';
import { useStaffSession } from './hooks/useStaffSession.ts';
import css from './PreviewPanel.css?inline';

export const previewPanelProps: PropSpecs = {
  /** The checkauth answer the gate received (JSON); validated here before use. */
  auth: { type: 'json', default: null },
};

/** `ended`: the staff session is over and the panel says so; `gone`: logged out or dismissed. */
type Phase = 'active' | 'ended' | 'gone';

/** Whether focus is on something inside `container` (looking into its shadow root). */
function holdsFocus(container: HTMLElement | null): boolean {
  const root = container?.getRootNode() as Document | ShadowRoot | undefined;
  const focused = root?.activeElement;
  return Boolean(container && focused && container.contains(focused));
}

/**
 * The staff panel: an always visible indicator of the current preview settings that opens
 * and closes the settings. Mounted by the gate only after checkauth said SUCCESS. When the
 * staff session ends (see useStaffSession), the indicator and settings give way to a notice
 * that preview has ended.
 */
export function PreviewPanel({ auth }: { auth: unknown }) {
  useStyles(css);
  const { apiBase, locale, emit } = useShopElement();
  useEnglishDesignSystemLabels(useTranslation().i18n);
  const api = useMemo(() => createPreviewApi(apiBase), [apiBase]);
  const [settings, setSettings] = useState<PreviewSettings | null>(() => previewSettingsFrom(auth));
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>('active');
  const indicatorRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [focusNotice, setFocusNotice] = useState(false);
  const atTop = useOutOfFocusWay(containerRef);

  const ended = useCallback(() => {
    // Checked before the settings disappear: only focus that was in the panel is moved.
    setFocusNotice(holdsFocus(containerRef.current));
    setPhase((current) => (current === 'active' ? 'ended' : current));
  }, []);
  const announceEnded = useStaffSession(api, phase === 'active', { onEnded: ended, onConfirmed: setSettings });
  const endedHere = useCallback(() => {
    announceEnded();
    ended();
  }, [announceEnded, ended]);

  const close = useCallback(() => {
    setOpen(false);
    indicatorRef.current?.focus();
  }, []);

  const applied = useCallback(
    (next: PreviewSettings) => {
      setSettings(next);
      emit('shop-preview-applied', next);
    },
    [emit],
  );

  const loggedOutNow = useCallback(() => {
    announceEnded();
    setPhase('gone');
    emit('shop-preview-logout');
  }, [announceEnded, emit]);

  if (!settings || phase === 'gone') return null;
  const language = contentLanguage(locale);
  if (phase === 'ended') {
    return (
      <div className="preview" lang={language}>
        <SessionEnded takeFocus={focusNotice} onDismiss={() => setPhase('gone')} />
      </div>
    );
  }
  return (
    <div className={atTop ? 'preview preview--top' : 'preview'} lang={language} ref={containerRef}>
      {open && (
        <SettingsPanel
          id="preview-settings"
          api={api}
          settings={settings}
          onClose={close}
          onApplied={applied}
          onLoggedOut={loggedOutNow}
          onSessionEnded={endedHere}
        />
      )}
      <Indicator
        ref={indicatorRef}
        settings={settings}
        language={language}
        expanded={open}
        controls="preview-settings"
        onToggle={() => setOpen((current) => !current)}
      />
    </div>
  );
}
