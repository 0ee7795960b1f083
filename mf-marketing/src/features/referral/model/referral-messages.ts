export const INVITE_FAILED = 'Sorry, we could not send your invitation just now. Everything you typed is still here: please try again.';

export const inviteSent = (friendEmail: string) => `Thank you! We have e-mailed your invitation to ${friendEmail}.`;
