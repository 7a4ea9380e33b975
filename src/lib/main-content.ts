/** The id of the page's main region: the skip link's target, given by each layout's <main>. */
export const MAIN_CONTENT_ID = 'main-content';
