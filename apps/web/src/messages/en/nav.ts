export const nav = {
  mainLabel: 'Main',
  mobileLabel: 'Mobile',
  homeLinkLabel: 'Malaysia Pickleball Association, home page',
  home: 'Home',
  tournament: 'Tournament',
  registeredOrganizers: 'Registered Organizers',
  adminLogin: 'Admin Login',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
};
