/** Class names of the small icon buttons on cards and folders. */
export const cardButtonClasses =
  'inline-flex size-8 items-center justify-center rounded-lg text-star-muted hover:bg-white/10 hover:text-star'
