/** Not-found and error pages: shown from the eagerly loaded router, so part of the core catalogue. */
export const errors = {
  notFound: {
    code: '404',
    title: 'Page not found',
    body: 'Sorry, we could not find the page you were looking for. It may have moved, or the address may be mistyped.',
    homeCta: 'Go to the home page',
  },
  error: {
    title: 'Something went wrong',
    body: 'An unexpected error stopped this page from loading. Please try again, or return to the home page.',
    reload: 'Reload the page',
    homeCta: 'Go to the home page',
  },
};
