import path from 'node:path';

import ts from 'typescript';

/**
 * Finds message keys no code reads. The English catalogue (`apps/web/src/messages/en`) declares
 * every key (the Bahasa Malaysia edition has its type); the TypeScript checker resolves each
 * property read in the web app's code to the key it names, through any alias or destructuring.
 * A key read as a whole (passed on, indexed by a variable: `t.statuses[status]`) counts every
 * key inside it as read.
 */
export function findUnusedMessages(webDir: string): string[] {
  const configPath = path.join(webDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  // Only the app's own code reads keys (tests and browser specs are left out, and with them
  // much of the program the checker would otherwise build).
  const roots = config.fileNames.filter(
    (file) =>
      path.resolve(file).startsWith(path.join(webDir, 'src') + path.sep) &&
      !/\.test\.tsx?$/.test(file),
  );
  const program = ts.createProgram(roots, config.options);
  const checker = program.getTypeChecker();
  const catalogueDir = path.join(webDir, 'src', 'messages', 'en') + path.sep;
  const messagesDir = path.join(webDir, 'src', 'messages') + path.sep;
  /** A namespace file (not the index, core or loader modules that gather them). */
  const isCatalogue = (file: string) =>
    path.resolve(file).startsWith(catalogueDir) &&
    !/(^|\/)(index|core|lazy-namespaces)\.ts$/.test(file);

  // Every key: its property assignment in the English catalogue, by its path.
  const keys = new Map<ts.Node, string>();
  const children = new Map<ts.Node, ts.Node[]>();
  for (const source of program.getSourceFiles()) {
    if (!isCatalogue(source.fileName) || source.fileName.endsWith('.test.ts')) continue;
    const visit = (node: ts.Node, prefix: string, parent: ts.Node | null) => {
      if (ts.isPropertyAssignment(node) && !ts.isComputedPropertyName(node.name)) {
        const keyPath = `${prefix}.${node.name.getText(source).replace(/^['"]|['"]$/g, '')}`;
        keys.set(node, keyPath);
        if (parent) children.set(parent, [...(children.get(parent) ?? []), node]);
        ts.forEachChild(node, (child) => visit(child, keyPath, node));
        return;
      }
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
        ts.forEachChild(node, (child) => visit(child, node.name.getText(source), null));
        return;
      }
      // Lists (sections, items) are read whole, by index: their objects' keys are not checked.
      if (ts.isArrayLiteralExpression(node)) return;
      ts.forEachChild(node, (child) => visit(child, prefix, parent));
    };
    visit(source, '', null);
  }

  // A read can only name a key if its name is some key's name: the checker (the slow part) is
  // asked about no other (`.map`, `.length`…). Computed names are always asked about.
  const keyNames = new Set([...keys.values()].map((keyPath) => keyPath.split('.').pop()!));
  const mayNameKey = (node: ts.Node) =>
    ts.isIdentifier(node) || ts.isStringLiteralLike(node) ? keyNames.has(node.text) : true;

  const used = new Set<ts.Node>();
  const markAll = (node: ts.Node) => {
    used.add(node);
    for (const child of children.get(node) ?? []) markAll(child);
  };

  /** Whether a read key is itself read further (`t.x.y`, `t.x['y']`), rather than used whole. */
  const isReadFurther = (access: ts.Node) => {
    const parent = access.parent;
    return (
      (ts.isPropertyAccessExpression(parent) && parent.expression === access) ||
      (ts.isElementAccessExpression(parent) &&
        parent.expression === access &&
        ts.isStringLiteral(parent.argumentExpression))
    );
  };

  for (const source of program.getSourceFiles()) {
    const file = path.resolve(source.fileName);
    if (source.isDeclarationFile || file.startsWith(messagesDir) || /\.test\.tsx?$/.test(file)) {
      continue;
    }
    if (!file.startsWith(path.join(webDir, 'src') + path.sep)) continue;
    const visit = (node: ts.Node) => {
      let nameNode: ts.Node | null = null;
      if (ts.isPropertyAccessExpression(node)) nameNode = node.name;
      else if (ts.isElementAccessExpression(node)) nameNode = node.argumentExpression;
      else if (ts.isBindingElement(node)) nameNode = node.propertyName ?? node.name;
      if (nameNode && mayNameKey(nameNode)) {
        const symbol = checker.getSymbolAtLocation(nameNode);
        for (const declaration of symbol?.declarations ?? []) {
          if (!keys.has(declaration)) continue;
          if (ts.isBindingElement(node) || !isReadFurther(node)) markAll(declaration);
          else used.add(declaration);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  return [...keys]
    .filter(([node]) => !used.has(node))
    .map(([, keyPath]) => keyPath)
    .sort();
}
