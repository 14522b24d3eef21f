import type { errors as en } from '../en/errors';

export const errors: typeof en = {
  notFound: {
    code: '404',
    title: 'Halaman tidak ditemui',
    body: 'Maaf, kami tidak dapat menemui halaman yang anda cari. Halaman itu mungkin telah dipindahkan, atau alamatnya tersilap taip.',
    homeCta: 'Pergi ke halaman utama',
  },
  error: {
    title: 'Berlaku ralat',
    body: 'Ralat yang tidak dijangka menghalang halaman ini daripada dimuatkan. Sila cuba lagi, atau kembali ke halaman utama.',
    reload: 'Muat semula halaman',
    homeCta: 'Pergi ke halaman utama',
  },
};
