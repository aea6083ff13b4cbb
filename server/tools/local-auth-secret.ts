/**
 * BETTER_AUTH_SECRET of the production-mode servers that tests, the browser suite, the bench and
 * Lighthouse start on this machine (production refuses to start without one). Never a real
 * deployment's: those generate their own (`openssl rand -base64 32`).
 */
export const LOCAL_AUTH_SECRET = "local-runs-only-not-a-deployment-secret-3f9c2a";
