// The demo account, for a server without the demo-login call
// (docs/decisions.md#demo-sign-in-uses-the-documented-demo-login-call): sample data of the mock
// backend's seed, not a secret.
export const DEMO_CREDENTIALS = {
  email: 'demo@vasundhara.example',
  password: 'demo1234',
} as const;

/**
 * The care team's demo accounts (docs/product.md#concerns): the demo society's manager, whom
 * "Continue as Care Team" signs in, and the builder's care head. Sample data of the mock backend's
 * seed, like DEMO_CREDENTIALS; the other managers sign in with `{username}@vasundhara.example` and
 * `password123`, as residents do.
 */
export const CARE_CREDENTIALS = {
  email: 'care@vasundhara.example',
  password: 'care1234',
} as const;
export const CARE_HEAD_CREDENTIALS = {
  email: 'carehead@vasundhara.example',
  password: 'care1234',
} as const;

/** The builder whose societies the product serves; society names carry it as a prefix. */
export const BUILDER_NAME = 'Vasundhara Homes';
export const BUILDER_SHORT_NAME = 'Vasundhara';
export const PRODUCT_NAME = 'Vasundhara Connect';

/** What the designers' demo card says of its actions: they change only the page. */
export const DEMO_NOTHING_SENT = 'Nothing is sent from the demo page.';
