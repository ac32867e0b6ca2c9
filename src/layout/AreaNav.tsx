/** The top navigation of the four areas (spec §1); built in src/navigation. */
export const AreaNav = () => null;
