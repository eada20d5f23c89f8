/** Size of the landscape images; every scene is drawn in these coordinates. */
export const W = 1600;
export const H = 900;
