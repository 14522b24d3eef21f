// Architecture boundaries, enforced by import-x/no-restricted-paths (ADR 009).
//
// Web (apps/web/src):
//   - a feature imports another feature only through that feature's index.ts;
//   - app/ (routes, router) imports a feature only through its index.ts;
//   - features never import app/ (app composes features, not the other way round);
//   - components/, hooks/, lib/ and config/ never import features/ or app/;
//   - lib/ and config/ never import hooks/.
// Server (apps/server/src):
//   - code outside modules/<a> imports modules/<a> only through its index.ts;
//   - services, routes and workers never import db/ (repositories do; services get them from
//     a unit of work);
//   - db/ and lib/ never import modules/, plugins/ or the composition root.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web/src');
const SERVER = path.join(ROOT, 'apps/server/src');

function foldersIn(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const PUBLIC_ENTRY = 'index.ts';

function webZones() {
  const features = path.join(WEB, 'features');
  const featureZones = foldersIn(features).map((feature) => ({
    target: path.join(features, feature),
    from: [path.join(features, '**')],
    except: [
      path.join(features, feature, '**'),
      path.join(features, '*', PUBLIC_ENTRY),
      path.join(features, '*', 'index.tsx'),
    ],
    message: `A feature imports another feature only through its ${PUBLIC_ENTRY}; move what several features share to components/, hooks/ or lib/.`,
  }));
  const appZones = foldersIn(features).map((feature) => ({
    target: path.join(WEB, 'app'),
    from: path.join(features, feature),
    except: [`./${PUBLIC_ENTRY}`],
    message: `app/ imports features/${feature} only through its ${PUBLIC_ENTRY}, the feature's public face.`,
  }));
  const base = ['components', 'hooks', 'lib', 'config'].map((folder) => ({
    target: path.join(WEB, folder),
    from: [path.join(WEB, 'features'), path.join(WEB, 'app')],
    message: `${folder}/ is shared by every feature and must not depend on features/ or app/.`,
  }));
  return [
    ...featureZones,
    ...appZones,
    {
      target: features,
      from: path.join(WEB, 'app'),
      message: 'Features never import app/: the app composes features.',
    },
    ...base,
    {
      target: [path.join(WEB, 'lib'), path.join(WEB, 'config')],
      from: path.join(WEB, 'hooks'),
      message:
        'lib/ and config/ are the bottom layer: they never import hooks/ (move what lib/ needs into lib/).',
    },
  ];
}

function serverZones() {
  const modules = path.join(SERVER, 'modules');
  const names = foldersIn(modules);
  // Everything in src/ that is not a module: the composition root (app.ts and composition/),
  // plugins, lib, db, config, seed, the command-line tools…
  const outsiders = readdirSync(SERVER)
    .filter((entry) => entry !== 'modules')
    .map((entry) => path.join(SERVER, entry));
  const moduleZones = names.map((name) => ({
    target: [
      ...names.filter((other) => other !== name).map((o) => path.join(modules, o)),
      ...outsiders,
    ],
    from: path.join(modules, name),
    except: [`./${PUBLIC_ENTRY}`],
    message: `Use modules/${name}/${PUBLIC_ENTRY}, the module's public face, not its internals.`,
  }));
  return [
    ...moduleZones,
    {
      target: [
        path.join(modules, '**/*.service.ts'),
        path.join(modules, '**/*.routes.ts'),
        path.join(modules, '**/*.worker.ts'),
      ],
      from: path.join(SERVER, 'db'),
      message:
        'Services, routes and workers never touch the database handle: take repositories from the unit of work.',
    },
    {
      // Their integration tests may build the whole app.
      target: [path.join(SERVER, 'db/**/!(*.test).ts'), path.join(SERVER, 'lib/**/!(*.test).ts')],
      from: [
        modules,
        path.join(SERVER, 'plugins'),
        path.join(SERVER, 'app.ts'),
        path.join(SERVER, 'composition'),
      ],
      message: 'db/ and lib/ are the bottom layer: they never import modules, plugins or the app.',
    },
  ];
}

/** The import-x/no-restricted-paths options for the whole repository. */
export function boundaryZones() {
  return { basePath: ROOT, zones: [...webZones(), ...serverZones()] };
}
