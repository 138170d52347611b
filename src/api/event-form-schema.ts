/**
 * The rules an event must meet before it is sent, shared by the event form and the bulk page, so
 * that a row of a file is checked exactly as the form checks it.
 */
import * as z from 'zod/mini';
import {
  eventRequestSchema,
  LIMITS,
  mealInfoSchema,
  mealTypeSchema,
  originTypeSchema,
} from './contract.ts';

/**
 * An event in the canonical meal types, with the contract's bounds; a meal row serves some or all
 * of the participants, never more people than attend.
 */
export const eventFormSchema = z
  .object({
    originType: originTypeSchema,
    participants: eventRequestSchema.shape.participants,
    overnightStays: eventRequestSchema.shape.overnightStays,
    mealType: mealTypeSchema,
    mealInfo: z
      .array(z.object({ mealCount: mealInfoSchema.shape.mealCount, mealType: mealTypeSchema }))
      .check(z.maxLength(LIMITS.mealRows.max)),
  })
  .check((payload) => {
    const { participants, mealInfo } = payload.value;
    mealInfo.forEach((meal, index) => {
      if (meal.mealCount > participants) {
        payload.issues.push({
          code: 'custom',
          input: meal.mealCount,
          path: ['mealInfo', index, 'mealCount'],
          params: { messageKey: 'event.meals.moreThanParticipants' },
        });
      }
    });
  });
