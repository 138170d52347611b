/** The form's rules live with the contract (shared with the bulk page). */
export { hotelFormSchema } from '../../api/hotel-form-schema.ts';
