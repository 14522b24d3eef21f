import type { nav as en } from '../en/nav';

export const nav: typeof en = {
  mainLabel: 'Utama',
  mobileLabel: 'Mudah alih',
  homeLinkLabel: 'Persatuan Pickleball Malaysia, halaman utama',
  home: 'Utama',
  tournament: 'Kejohanan',
  training: 'Latihan',
  news: 'Berita',
  picklezone: 'PickleZone',
  finder: 'Cari jurulatih',
  signIn: 'Daftar masuk',
  myPortal: 'Portal saya',
  registeredOrganizers: 'Penganjur Berdaftar',
  adminLogin: 'Daftar Masuk Pentadbir',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
};
