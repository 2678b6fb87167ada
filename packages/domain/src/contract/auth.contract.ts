import {
  authResponseSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  emailParamSchema,
  meResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  successResponseSchema,
  updateUserBodySchema,
  userExistsResponseSchema,
} from '../auth/auth.schema';

/**
 * The account calls of spec section 7. `public` routes need no session; every other /v1
 * route is authenticated by default.
 */
export const AUTH_CONTRACT = {
  userExists: {
    method: 'GET',
    path: '/v1/user/:emailParam',
    params: emailParamSchema,
    response: userExistsResponseSchema,
    public: true,
  },
  register: {
    method: 'POST',
    path: '/v1/register',
    body: registerBodySchema,
    response: authResponseSchema,
    public: true,
  },
  signIn: {
    method: 'POST',
    path: '/v1/signin',
    body: signInBodySchema,
    response: authResponseSchema,
    public: true,
  },
  signOut: { method: 'POST', path: '/v1/signout', response: successResponseSchema, public: false },
  me: { method: 'GET', path: '/v1/me', response: meResponseSchema, public: false },
  changePassword: {
    method: 'POST',
    path: '/v1/changePassword',
    body: changePasswordBodySchema,
    response: successResponseSchema,
    public: false,
  },
  requestPasswordReset: {
    method: 'GET',
    path: '/v1/resetPassword/:emailParam',
    params: emailParamSchema,
    response: successResponseSchema,
    public: true,
  },
  resetPassword: {
    method: 'POST',
    path: '/v1/resetPassword/:emailParam',
    params: emailParamSchema,
    body: resetPasswordBodySchema,
    response: successResponseSchema,
    public: true,
  },
  updateUser: {
    method: 'PATCH',
    path: '/v1/user',
    body: updateUserBodySchema,
    response: meResponseSchema,
    public: false,
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/v1/account',
    body: deleteAccountBodySchema,
    response: successResponseSchema,
    public: false,
  },
} as const;
