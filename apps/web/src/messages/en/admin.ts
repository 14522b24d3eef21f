export const admin = {
  loginTitle: 'Admin Login',
};
