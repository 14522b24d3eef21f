import type { UploadMessages } from '../media/index';

/** Spec §5/§8 texts for profile pictures. */
export const PROFILE_PICTURE_MESSAGES: UploadMessages = {
  notImage: 'Please select a valid image file',
  tooLarge: () => 'File size must be less than 5MB',
  tooMany: 'Only one profile picture can be uploaded',
};

export const PROFILE_PICTURE_FIELDS = { profilePicture: { maxCount: 1 } };
