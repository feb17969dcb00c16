import { Button, InputField, Notification, SelectField, useStyles, useTranslation } from '@shop/design-system';
import { useFormik } from 'formik';
import { type FormEvent, useEffect, useRef, useState } from 'react';
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

/** Preview date and time, A/B test and group, and Apply (spec §4, §5, §7, §8). */
export function SettingsForm({ api, settings, onApplied, onSessionEnded }: SettingsFormProps) {
  useStyles(css);
  const { t } = useTranslation();
  const groupRef = useRef<HTMLSelectElement>(null);
  const applyAbort = useRef<AbortController | null>(null);
  const [applyState, setApplyState] = useState<ApplyState>({ kind: 'idle' });
  useEffect(() => () => applyAbort.current?.abort(), []);

  const formik = useFormik<PreviewFormValues>({
    initialValues: {
      ...formValuesFromDateTime(settings.dateTime),
      test: settings.abTestName ?? '',
      group: settings.abTestGroup ?? '',
    },
    validate: validatePreviewForm,
    validateOnMount: true,
    onSubmit: async (values) => {
      applyAbort.current?.abort();
      const controller = new AbortController();
      applyAbort.current = controller;
      setApplyState({ kind: 'applying' });
      const moment = previewMoment(values.date, values.time);
      const dateTime = moment ? moment.toISOString() : null;
      const answer = await api
        .applyToken({ test: values.test, group: values.group, dateTime }, controller.signal)
        .catch(() => null);
      if (controller.signal.aborted || !answer) return;
      if (sessionVerdict(answer) === 'ended') return onSessionEnded();
      const state = stateAfterTokenAnswer(answer);
      setApplyState(state);
      if (state.kind !== 'success') return;
      const current = await api.checkauth(controller.signal).catch(() => null);
      if (controller.signal.aborted) return;
      if (current && sessionVerdict(current) === 'ended') return onSessionEnded();
      onApplied(
        (current && settingsIn(current)) ?? {
          dateTime,
          abTestName: values.test || null,
          abTestGroup: values.group || null,
        },
      );
    },
  });
  const { values, errors, setFieldValue, setValues } = formik;

  const moment = previewMoment(values.date, values.time);
  const tests = useAbTests(api, moment);
  const groups = groupsOf(tests, values.test);

  // A new moment's list that no longer offers the picked test (or group) drops the pick.
  useEffect(() => {
    if (tests.kind !== 'found' && tests.kind !== 'empty') return;
    if (values.test && !offeredTests(tests).some((test) => test.name === values.test)) {
      setValues((current) => ({ ...current, test: '', group: '' }));
    } else if (values.group && !groupsOf(tests, values.test).some((group) => group.name === values.group)) {
      setFieldValue('group', '');
    }
  }, [tests, values.test, values.group, setFieldValue, setValues]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (applyState.kind === 'applying') return;
    const found = await formik.validateForm();
    if (found.group) {
      setApplyState({ kind: 'idle' });
      groupRef.current?.focus();
      return;
    }
    await formik.submitForm();
  };

  const dateHint = values.date.trim() && !isPreviewDate(values.date) ? t('date.usesNow') : t('date.hint');
  const timeHint = values.time.trim() && !isPreviewTime(values.time) ? t('time.unusable') : t('time.hint');
  const groupRequiredState = Boolean(values.test) && !values.group;
  const message = applyMessageKey(applyState);

  return (
    <form className="settings-form" noValidate onSubmit={submit}>
      <InputField
        label={t('date.label')}
        name="date"
        hint={dateHint}
        value={values.date}
        onValueChange={(value) => setFieldValue('date', value)}
        autoComplete="off"
        maxLength={10}
      />
      <InputField
        label={t('time.label')}
        name="time"
        hint={timeHint}
        value={values.time}
        onValueChange={(value) => setFieldValue('time', value)}
        autoComplete="off"
        maxLength={5}
      />
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
          formik.setValues({ ...values, test: value, group: '' });
          setApplyState({ kind: 'idle' });
        }}
      />
      <SelectField
        ref={groupRef}
        label={groupRequiredState ? t('group.labelRequired') : t('group.label')}
        name="group"
        options={withCurrent(
          [
            { value: '', text: t('group.placeholder') },
            ...groups.map((group) => ({ value: group.name, text: group.name })),
          ],
          values.group,
        )}
        value={values.group}
        disabled={!groupSelectable(values)}
        required={groupSelectable(values)}
        error={errors.group ? t(errors.group) : undefined}
        onValueChange={(value) => setFieldValue('group', value)}
      />
      <div className="settings-form__actions">
        <Button type="submit" width="full">
          {applyState.kind === 'applying' ? t('apply.applying') : t('apply.button')}
        </Button>
      </div>
      <div className="settings-form__result">
        {message && (
          <Notification
            variant={applyState.kind === 'success' ? 'success' : 'error'}
            onClose={() => setApplyState({ kind: 'idle' })}
          >
            {t(message)}
          </Notification>
        )}
      </div>
    </form>
  );
}
