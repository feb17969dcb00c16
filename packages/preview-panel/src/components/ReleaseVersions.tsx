import { Button, Notification, SelectField, useStyles, useTranslation } from '@shop/design-system';
import type { Overrides, ReleaseManifest } from '@shop/element/release-override';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import {
  isReleaseManifest,
  pageReleases,
  releasedVersions,
  storedOverrides,
  storeOverrides,
} from '../domain/releases.ts';
import css from './ReleaseVersions.css?inline';

/** How long the release manifest may take before the switch says it failed. */
const manifestTimeoutMs = 10_000;

type ManifestState = { state: 'loading' } | { state: 'error' } | { state: 'ready'; manifest: ReleaseManifest };

/**
 * The QA override: any released version of each widget on this page, for this browser only
 * (the loader applies it on every page while the staff session lasts, with a marker that ends
 * it). Only versions of the release manifest on our CDN can be chosen; the choice is stored
 * in this browser's localStorage, which no link or cookie can set.
 */
export function ReleaseVersions({ doc = document }: { doc?: Document }) {
  useStyles(css);
  const { t } = useTranslation();
  const page = useMemo(() => pageReleases(doc), [doc]);
  const stored = useMemo(() => storedOverrides(globalThis.localStorage), []);
  const [chosen, setChosen] = useState<Overrides>(() => stored ?? {});
  const [manifest, setManifest] = useState<ManifestState>({ state: 'loading' });

  useEffect(() => {
    if (!page.releases) return;
    const controller = new AbortController();
    fetch(page.releases, {
      credentials: 'omit',
      cache: 'no-cache',
      signal: AbortSignal.any([controller.signal, AbortSignal.timeout(manifestTimeoutMs)]),
    })
      .then(async (response) => {
        const value: unknown = response.ok ? JSON.parse(await response.text()) : null;
        setManifest(isReleaseManifest(value) ? { state: 'ready', manifest: value } : { state: 'error' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setManifest({ state: 'error' });
      });
    return () => controller.abort();
  }, [page.releases]);

  if (!page.releases || !page.widgets.length) return null;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    storeOverrides(globalThis.localStorage, chosen);
    doc.defaultView?.location.reload();
  };
  const end = () => {
    storeOverrides(globalThis.localStorage, {});
    doc.defaultView?.location.reload();
  };
  return (
    <form className="versions" aria-labelledby="versions-heading" onSubmit={apply}>
      <h3 id="versions-heading" className="versions__heading">
        {t('versions.heading')}
      </h3>
      <p className="versions__hint">{t('versions.hint')}</p>
      {stored && (
        <p className="versions__active">
          {t('versions.active', {
            list: Object.entries(stored)
              .map(([pkg, version]) => `${pkg} ${version}`)
              .join(', '),
          })}
        </p>
      )}
      {manifest.state === 'loading' && <p role="status">{t('versions.loading')}</p>}
      {manifest.state === 'error' && <Notification variant="error">{t('versions.error')}</Notification>}
      {manifest.state === 'ready' &&
        page.widgets.map(({ pkg, version }) => (
          <SelectField
            key={pkg}
            label={pkg}
            name={`version-${pkg}`}
            options={[
              { value: '', text: t('versions.released', { version }) },
              ...releasedVersions(manifest.manifest, pkg).map((released) => ({ value: released, text: released })),
            ]}
            value={chosen[pkg] ?? ''}
            onValueChange={(value) => setChosen((current) => ({ ...current, [pkg]: value }))}
          />
        ))}
      <div className="versions__actions">
        {manifest.state === 'ready' && (
          <Button type="submit" variant="secondary-fill">
            {t('versions.use')}
          </Button>
        )}
        {stored && (
          <Button variant="secondary-outline" onClick={end}>
            {t('versions.end')}
          </Button>
        )}
      </div>
    </form>
  );
}
