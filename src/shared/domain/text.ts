/** Names are one line: a tab or line break in one would break every list and seat it is shown in. */
export const ONE_LINE = /^[^\t\n\r]*$/;
