/**
 * Her photo as sent (no image package resizes it, docs/decisions/0075): /book shows it 56 px round, so 1 MB is
 * ample; checked before anything is stored. Its own module: /book's script, which reads the team's other rules,
 * carries none of this.
 */
export const PHOTO_MAX_BYTES = 1024 * 1024;
export const PHOTO_MAX_SIDE = 4000;

export const photoMessages = {
  missing: "Choose a photo to upload.",
  type: "Choose a JPEG, PNG or WebP photo: this file is none of them.",
  tooLarge: `Choose a photo of ${PHOTO_MAX_BYTES / 1024 / 1024} MB or less (a square of about 400 pixels is plenty).`,
  tooBig: `Choose a photo of at most ${PHOTO_MAX_SIDE.toLocaleString("en-GB")} pixels a side.`,
} as const;
