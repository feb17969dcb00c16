import { type PropSpecs, useShopElement, useStyles, useTranslation } from '@shop/design-system';
import { useCallback, useMemo, useRef, useState } from 'react';
import { createPreviewApi } from './api.ts';
import { Indicator } from './components/Indicator.tsx';
import { SettingsPanel } from './components/SettingsPanel.tsx';
import { type PreviewSettings, previewSettingsFrom } from './domain/auth.ts';
import { contentLanguage } from './domain/language.ts';
import { useEnglishDesignSystemLabels } from './englishLabels.ts';
import { useRenewal } from './hooks/useRenewal.ts';
import css from './PreviewPanel.css?inline';

export const previewPanelProps: PropSpecs = {
  /** The checkauth answer the gate received (JSON); validated here before use. */
  auth: { type: 'json', default: null },
};

/**
 * The staff panel: an always visible indicator of the current preview settings that opens
 * and closes the settings. Mounted by the gate only after checkauth said SUCCESS.
 */
export function PreviewPanel({ auth }: { auth: unknown }) {
  useStyles(css);
  const { apiBase, locale, emit } = useShopElement();
  useEnglishDesignSystemLabels(useTranslation().i18n);
  const api = useMemo(() => createPreviewApi(apiBase), [apiBase]);
  const [settings, setSettings] = useState<PreviewSettings | null>(() => previewSettingsFrom(auth));
  const [open, setOpen] = useState(false);
  const [loggedOut, setLoggedOut] = useState(false);
  const indicatorRef = useRef<HTMLButtonElement>(null);
  useRenewal(api);

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
    setLoggedOut(true);
    emit('shop-preview-logout');
  }, [emit]);

  if (!settings || loggedOut) return null;
  const language = contentLanguage(locale);
  return (
    <div className="preview" lang={language}>
      {open && (
        <SettingsPanel
          id="preview-settings"
          api={api}
          settings={settings}
          onClose={close}
          onApplied={applied}
          onLoggedOut={loggedOutNow}
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
