/**
 * The password every test user signs up with: strong enough for the sign-up policy (zxcvbn score
 * ≥ 3, docs/security.md), shared by the server, security and end-to-end suites.
 */
export const TEST_PASSWORD = 'Nopal-Azul-Tlacoyo-42';
