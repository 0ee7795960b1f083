/** The enquiry type that is about one restaurant: the restaurant is then required. */
export const RESTAURANT_ENQUIRY = 'restaurant';
