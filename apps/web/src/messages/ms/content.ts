import type { content as en } from '../en/content';

export const content: typeof en = {
  news: {
    eyebrow: 'Berita',
    title: 'Berita & Pengumuman',
    lead: 'Berita terkini daripada Persatuan Pickleball Malaysia.',
    loading: 'Memuatkan berita…',
    noneSelected: 'Tiada berita dipilih',
    listTitle: 'Semua berita',
    listEmpty: 'Belum ada berita. Sila semak semula nanti!',
    categories: { General: 'Umum', Tournament: 'Kejohanan' } as Record<string, string>,
  },
  homeNews: {
    title: 'Berita Terkini',
    lead: 'Pengumuman, keputusan dan kisah daripada komuniti pickleball Malaysia.',
    loading: 'Memuatkan berita terkini…',
    empty: 'Belum ada berita. Sila semak semula nanti!',
    readMore: 'Baca lagi',
    viewAll: 'Lihat semua berita',
  },
  featuredVideo: {
    title: 'Video Pilihan',
    lead: 'Saksikan permainan, para pemain dan komuniti beraksi.',
    loading: 'Memuatkan video pilihan…',
    empty: 'Tiada video pilihan buat masa ini. Sila semak semula nanti!',
  },
  notices: {
    title: 'Notis kejohanan',
  },
};
