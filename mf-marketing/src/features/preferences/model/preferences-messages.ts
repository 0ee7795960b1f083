export const UPDATE_SUCCESS = 'Your preferences have been saved.';
export const UPDATE_FAILED = 'Sorry, we could not save your preferences. Your changes are still here: please try again.';
