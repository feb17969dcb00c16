import { Button, InputField, Notification, SelectField, useStyles, useTranslation } from '@shop/design-system';
import { FormStore, fieldBinder, loadOnInteraction, useFormStore } from '@shop/design-system/form';
import { type FormEvent, useEffect, useRef } from 'react';
import type { PreviewApi } from '../api.ts';
import { groupsOf, offeredTests } from '../domain/abTests.ts';
import { type ApplyState, applyMessageKey, stateAfterTokenAnswer } from '../domain/applyResult.ts';
import { type PreviewSettings, settingsIn } from '../domain/auth.ts';
import { groupSelectable, type PreviewFormValues, validatePreviewForm } from '../domain/form.ts';
import { formValuesFromDateTime, isPreviewDate, isPreviewTime, previewMoment } from '../domain/previewMoment.ts';
import { sessionVerdict } from '../domain/session.ts';
import { useAbTests } from '../hooks/useAbTests.ts';
import css from './SettingsForm.css?inline';
import { TestsStatus } from './TestsStatus.tsx';

export interface SettingsFormProps {
  api: PreviewApi;
  settings: PreviewSettings;
  onApplied: (settings: PreviewSettings) => void;
  /** The token or checkauth answer proved that the staff session has ended. */
  onSessionEnded: () => void;
}

/** A value kept in the options while the list does not (yet) offer it, so it stays visible. */
function withCurrent(options: Array<{ value: string; text: string }>, current: string) {
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, text: current }]
    : options;
}

/**
 * The panel's yup schema needs no chunk of its own: the panel, itself loaded only when staff
 * are logged in, already checks the service's answers with yup.
 */
const loadValidator = async () => validatePreviewForm;

/**
 * Preview date and time, A/B test and group, and Apply. A test without a group is shown as an
 * error at once and blocks Apply, which focuses the group; Apply sends the token request and,
 * on success, reads the session's settings back (checkauth) for the indicator.
 */
export function SettingsForm({ api, settings, onApplied, onSessionEnded }: SettingsFormProps) {
  useStyles(css);
  const { t } = useTranslation();
  const groupRef = useRef<HTMLSelectElement>(null);
  const applyAbort = useRef<AbortController | null>(null);
  const [form, { values, errors, submitting, outcome: applyState }] = useFormStore(
    () =>
      new FormStore<PreviewFormValues, ApplyState>({
        values: {
          ...formValuesFromDateTime(settings.dateTime),
          test: settings.abTestName ?? '',
          group: settings.abTestGroup ?? '',
        },
        loadValidator,
        fieldOrder: ['group'],
        validateOn: 'change',
      }),
  );
  useEffect(() => () => applyAbort.current?.abort(), []);
  // Errors show from the start, not only after a field was left.
  useEffect(() => form.validate(), [form]);

  const send = async (sent: PreviewFormValues) => {
    applyAbort.current?.abort();
    const controller = new AbortController();
    applyAbort.current = controller;
    form.setOutcome(null);
    const moment = previewMoment(sent.date, sent.time);
    const dateTime = moment ? moment.toISOString() : null;
    const answer = await api
      .applyToken({ test: sent.test, group: sent.group, dateTime }, controller.signal)
      .catch(() => null);
    if (controller.signal.aborted || !answer) return;
    if (sessionVerdict(answer) === 'ended') return onSessionEnded();
    const state = stateAfterTokenAnswer(answer);
    form.setOutcome(state);
    if (state.kind !== 'success') return;
    const current = await api.checkauth(controller.signal).catch(() => null);
    if (controller.signal.aborted) return;
    if (current && sessionVerdict(current) === 'ended') return onSessionEnded();
    onApplied(
      (current && settingsIn(current)) ?? {
        dateTime,
        abTestName: sent.test || null,
        abTestGroup: sent.group || null,
      },
    );
  };

  const moment = previewMoment(values.date, values.time);
  const tests = useAbTests(api, moment);
  const groups = groupsOf(tests, values.test);

  // A new moment's list that no longer offers the picked test (or group) drops the pick.
  useEffect(() => {
    if (tests.kind !== 'found' && tests.kind !== 'empty') return;
    if (values.test && !offeredTests(tests).some((test) => test.name === values.test)) {
      form.fill({ test: '', group: '' });
    } else if (values.group && !groupsOf(tests, values.test).some((group) => group.name === values.group)) {
      form.fill({ group: '' });
    }
  }, [form, tests, values.test, values.group]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(send).then((result) => {
      if (result.kind !== 'invalid') return;
      form.setOutcome(null);
      if (result.firstInvalid === 'group') groupRef.current?.focus();
    });
  };

  const dateHint = values.date.trim() && !isPreviewDate(values.date) ? t('date.usesNow') : t('date.hint');
  const timeHint = values.time.trim() && !isPreviewTime(values.time) ? t('time.unusable') : t('time.hint');
  const groupRequiredState = Boolean(values.test) && !values.group;
  const message = applyState && applyMessageKey(applyState);
  // Errors show from the start, not only after a field was left.
  const bind = fieldBinder(form, values, { errorOf: (field) => (errors[field] ? t(errors[field]) : undefined) });

  return (
    <form className="settings-form" noValidate onSubmit={submit} {...loadOnInteraction(form)}>
      <InputField label={t('date.label')} {...bind('date')} hint={dateHint} autoComplete="off" maxLength={10} />
      <InputField label={t('time.label')} {...bind('time')} hint={timeHint} autoComplete="off" maxLength={5} />
      <TestsStatus state={tests} />
      <SelectField
        label={t('test.label')}
        name="test"
        options={withCurrent(
          [
            { value: '', text: t('test.none') },
            ...offeredTests(tests).map((test) => ({ value: test.name, text: test.name })),
          ],
          values.test,
        )}
        value={values.test}
        onValueChange={(value) => {
          form.edit({ test: value, group: '' });
          form.setOutcome(null);
        }}
      />
      <SelectField
        ref={groupRef}
        label={groupRequiredState ? t('group.labelRequired') : t('group.label')}
        {...bind('group')}
        options={withCurrent(
          [
            { value: '', text: t('group.placeholder') },
            ...groups.map((group) => ({ value: group.name, text: group.name })),
          ],
          values.group,
        )}
        disabled={!groupSelectable(values)}
        required={groupSelectable(values)}
      />
      <div className="settings-form__actions">
        <Button type="submit" width="full">
          {submitting ? t('apply.applying') : t('apply.button')}
        </Button>
      </div>
      <div className="settings-form__result">
        {message && (
          <Notification
            variant={applyState?.kind === 'success' ? 'success' : 'error'}
            onClose={() => form.setOutcome(null)}
          >
            {t(message)}
          </Notification>
        )}
      </div>
    </form>
  );
}
