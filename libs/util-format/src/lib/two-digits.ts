/** A clock or calendar field as two digits: 7 → "07" (a field of 100 or more keeps its digits). */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');
