import { z } from 'zod';

/** A learning outcome of the campus office's list. */
export const outcomeSchema = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type OutcomeView = z.infer<typeof outcomeSchema>;
export const outcomeListSchema = z.object({ outcomes: z.array(outcomeSchema) });
export type OutcomeList = z.infer<typeof outcomeListSchema>;

export const reflectionStatusSchema = z.enum(['pending', 'approved', 'returned']);

/** A student's reflection on an event, as the student and the club see it. */
export const reflectionSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  text: z.string(),
  status: reflectionStatusSchema,
  returnReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type ReflectionView = z.infer<typeof reflectionSchema>;

/** A reflection waiting in a club's workspace: with the event and the student's name. */
export const waitingReflectionSchema = reflectionSchema.extend({
  eventName: z.string(),
  eventDate: z.string(),
  studentName: z.string(),
});
export const waitingReflectionsSchema = z.object({ reflections: z.array(waitingReflectionSchema) });
export type WaitingReflection = z.infer<typeof waitingReflectionSchema>;

/** The student's own reflections (the involvement page). */
export const myReflectionsSchema = z.object({ reflections: z.array(reflectionSchema) });

/** Per learning outcome: the events attended that name it, their hours and the approved reflections. */
export const outcomeProgressSchema = z.object({
  outcomes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      hours: z.number(),
      events: z.array(z.object({ eventId: z.string(), name: z.string(), date: z.string(), hours: z.number().nullable(), reflection: z.string().nullable() })),
    }),
  ),
});
export type OutcomeProgress = z.infer<typeof outcomeProgressSchema>;
