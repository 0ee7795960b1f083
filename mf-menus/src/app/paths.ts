/** Full paths, as the shell routes them (no basename): spec §2 and ARCHITECTURE's route table. */
export const MENU_LIST_PATHS = ['/our-menu', '/menu', '/restaurants/:city/menu', '/restaurants/:city/:slug/menu'];
export const MENU_PATHS = ['/our-menu/:id', '/menu/:id', '/restaurants/:city/menu/:id', '/restaurants/:city/:slug/menu/:id'];
