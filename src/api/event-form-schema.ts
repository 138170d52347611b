/** Shared by the event form and the bulk page: a file's row is checked as the form checks it. */
import * as z from 'zod/mini';
import {
  eventRequestSchema,
  LIMITS,
  mealInfoSchema,
  mealTypeSchema,
  originTypeSchema,
} from './contract.ts';

/** A meal row never serves more people than attend. */
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
