import { Button, Icon, iconClose, Notification, useStyles, useTranslation } from '@shop/design-system';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { PreviewApi } from '../api.ts';
import type { PreviewSettings } from '../domain/auth.ts';
import { isSuccessful, sessionVerdict } from '../domain/session.ts';
import { ReleaseVersions } from './ReleaseVersions.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import css from './SettingsPanel.css?inline';

export interface SettingsPanelProps {
  id: string;
  api: PreviewApi;
  settings: PreviewSettings;
  onClose: () => void;
  onApplied: (settings: PreviewSettings) => void;
  onLoggedOut: () => void;
  /** An answer proved that the staff session has ended. */
  onSessionEnded: () => void;
}

/** The open state: heading, the settings form, close and logout. Escape closes it. */
export function SettingsPanel({
  id,
  api,
  settings,
  onClose,
  onApplied,
  onLoggedOut,
  onSessionEnded,
}: SettingsPanelProps) {
  useStyles(css);
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [logoutFailed, setLogoutFailed] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const logoutAbort = useRef<AbortController | null>(null);

  useEffect(() => {
    headingRef.current?.focus();
    return () => logoutAbort.current?.abort();
  }, []);

  const logout = async () => {
    logoutAbort.current?.abort();
    const controller = new AbortController();
    logoutAbort.current = controller;
    setLoggingOut(true);
    setLogoutFailed(false);
    const answer = await api.logout(controller.signal).catch(() => null);
    if (controller.signal.aborted) return;
    setLoggingOut(false);
    // A session the server no longer knows is as logged out as staff wanted it to be.
    if (answer && (isSuccessful(answer) || sessionVerdict(answer) === 'ended')) onLoggedOut();
    else setLogoutFailed(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section id={id} className="settings" aria-labelledby={`${id}-heading`} onKeyDown={onKeyDown}>
      <div className="settings__header">
        <h2 id={`${id}-heading`} className="settings__heading" tabIndex={-1} ref={headingRef}>
          {t('panel.heading')}
        </h2>
        <button type="button" className="settings__close" aria-label={t('panel.close')} onClick={onClose}>
          <Icon icon={iconClose} size={24} />
        </button>
      </div>
      <SettingsForm api={api} settings={settings} onApplied={onApplied} onSessionEnded={onSessionEnded} />
      <ReleaseVersions />
      <div className="settings__footer">
        <Button variant="secondary-outline" onClick={logout} disabled={loggingOut}>
          {t('logout.button')}
        </Button>
        {logoutFailed && (
          <Notification variant="error" onClose={() => setLogoutFailed(false)}>
            {t('logout.failure')}
          </Notification>
        )}
      </div>
    </section>
  );
}
