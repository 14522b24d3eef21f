import type { community as en } from '../en/community';

export const community: typeof en = {
  feed: {
    title: 'Terkini daripada komuniti',
    lead: 'Apa yang sedang dikongsi oleh pemain di PickleZone.',
    requirement:
      'Menghantar, menyukai dan mengulas hanya untuk pemain berdaftar. Daftar sebagai pemain, kemudian daftar masuk ke PickleZone untuk menyertai.',
    loginCta: 'Daftar masuk ke PickleZone',
    registerCta: 'Daftar sebagai pemain',
    loading: 'Memuatkan hantaran komuniti…',
    empty: 'Belum ada hantaran. Sertai PickleZone untuk melihat berita komuniti!',
    listLabel: 'Hantaran komuniti terkini',
    pictureAlt: 'Gambar yang dikongsi oleh {name}',
    morePictures: '+{count} lagi',
    likes: { one: '{count} suka', other: '{count} suka' },
    comments: { one: '{count} komen', other: '{count} komen' },
    linkLabel: 'Pautan dikongsi:',
  },
};
