import { registrationSettingsProblem } from '../../../../domain/registration-settings.ts';
import { eventFormSchema } from '../../../../domain/schemas/event.ts';
import { isValidDate, startInstant, TIME_RE } from '../../../../domain/time.ts';
import { headline, zodValidate } from '../../../infrastructure/components/zod-form.ts';
import type { RegistrationBody } from './values.ts';

/**
 * The form's field a problem of the body belongs beside: a question's options are one
 * field on the form, so a problem of any one option ('questions.0.options.2') is its.
 * Other paths are the form's own ('questions.1.label', 'drawAt').
 */
export function settingsFieldOf(path: string): string {
  const match = /^questions\.(\d+)\.options(\.|$)/.exec(path);
  return match ? `questions.${match[1]}.options` : path;
}

/** Past any event: an event whose start is not readable yet cannot have its draw after it. */
const NO_START = new Date(8.64e15);

const readable = (instant: string | null) => (instant && !Number.isNaN(Date.parse(instant)) ? instant : null);

/**
 * How the settings hold together with each other and the event's start
 * (registrationSettingsProblem, as the server judges them): the problem by the form's
 * field, or nothing. A value the schema cannot read is the schema's to report.
 */
export function settingsProblem(body: RegistrationBody, date: string, time: string, timeZone: string): Record<string, string> {
  const startsAt = isValidDate(date) && TIME_RE.test(time) ? startInstant(date, time, timeZone) : NO_START;
  const problem = registrationSettingsProblem(
    {
      approval: body.approval,
      opensAt: readable(body.registrationOpensAt),
      closesAt: readable(body.registrationClosesAt),
      claimHours: body.claimHours,
      allocation: body.allocation,
      selfCheckIn: body.selfCheckIn,
      drawAt: readable(body.drawAt),
    },
    startsAt,
  );
  return problem ? { [problem.field]: problem.message } : {};
}

/**
 * The event form's problems, on the body it would send: the server's rules
 * (eventFormSchema), each by the form's field (`fieldOf` a path of the body), then how
 * the registration settings hold together; and the form's headline.
 */
export function eventFormProblems(
  input: RegistrationBody & { date: string; time: string },
  timeZone: string,
  fieldOf: (path: string) => string,
): { fields: Record<string, string>; headline: string | null } {
  const settings = settingsProblem(input, input.date, input.time, timeZone);
  const schema = Object.entries(zodValidate(eventFormSchema)(input)).map(([path, message]) => [fieldOf(path), message]);
  return { fields: { ...settings, ...Object.fromEntries(schema) }, headline: headline(eventFormSchema, input) ?? Object.values(settings)[0] ?? null };
}
