/**
 * The bot trap: a text field people never see or reach. Its name means nothing to password
 * managers' heuristics for personal data, it has autocomplete="off" and is not focusable.
 * Robots filling every field fill it too.
 */
export const botTrapFieldName = 'nl_hp_field';

/** A filled trap means a robot: show a fake success, send nothing, still track. */
export function isTrapped(trapValue: string | null | undefined): boolean {
  return (trapValue ?? '').trim() !== '';
}
