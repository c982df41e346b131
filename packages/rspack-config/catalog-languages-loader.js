// Only the reader's language on the wire, while every catalog module keeps its one shape:
//   export const catalogs = defineCatalogs({ …English… }, { …Russian… });
// This loader compiles each such module twice:
// - as imported, its Russian argument becomes a loader of the same module's Russian build, so English
//   ships with the code and Russian comes in one chunk per package (i18n-ru-<folder>) when a reader needs it;
// - as `?language=ru`, its English argument is dropped and its imports of other catalog modules point at
//   their Russian builds too, so catalogs assembled from parts (`...commonMessages.ru`) still add up.
// Tests and type checks read the source as written: both languages as plain objects.
//
// Both builds also precompile every message: each text becomes formatjs's parsed form (its AST), so the
// browser never parses ICU messages and react-intl ships without the parser (see index.js's alias).
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { parse: parseMessage } = require('@formatjs/icu-messageformat-parser');
const ts = require('typescript');

const russianQuery = '?language=ru';

/** `export const <name> = defineCatalogs(<english>, <russian>)` statements of a module. */
function catalogDefinitions(sourceFile) {
  return sourceFile.statements.flatMap((statement) => {
    if (!ts.isVariableStatement(statement)) return [];
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return [];
    return statement.declarationList.declarations.flatMap((declaration) => {
      const call = declaration.initializer;
      const isDefinition =
        call &&
        ts.isCallExpression(call) &&
        ts.isIdentifier(call.expression) &&
        call.expression.text === 'defineCatalogs' &&
        call.arguments.length === 2 &&
        ts.isIdentifier(declaration.name);
      return isDefinition
        ? [{ name: declaration.name.text, english: call.arguments[0], russian: call.arguments[1] }]
        : [];
    });
  });
}

const parse = (file, source) =>
  ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** Whether a relative import names another catalog module (one that defines catalogs). */
function isCatalogModule(loaderContext, specifier) {
  if (!specifier.startsWith('.')) return false;
  const base = path.resolve(path.dirname(loaderContext.resourcePath), specifier);
  const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) =>
    existsSync(candidate),
  );
  if (!file) return false;
  loaderContext.addDependency(file);
  return catalogDefinitions(parse(file, readFileSync(file, 'utf8'))).length > 0;
}

/** The object literal inside `{ … } satisfies …`, `({ … })` or `{ … } as …`. */
function objectLiteralOf(node) {
  let expression = node;
  while (
    ts.isSatisfiesExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isParenthesizedExpression(expression)
  ) {
    expression = expression.expression;
  }
  return ts.isObjectLiteralExpression(expression) ? expression : undefined;
}

/** Each message written as a string literal in a catalog argument, replaced by its parsed form. */
function precompiledMessages(catalogArgument, sourceFile) {
  const literal = objectLiteralOf(catalogArgument);
  if (!literal) throw new Error(`${sourceFile.fileName}: a catalog must be an object literal`);
  return literal.properties.flatMap((property) => {
    if (ts.isSpreadAssignment(property)) return []; // a part's own module precompiles its messages
    const text = ts.isPropertyAssignment(property) ? property.initializer : undefined;
    if (!text || !(ts.isStringLiteral(text) || ts.isNoSubstitutionTemplateLiteral(text))) {
      throw new Error(
        `${sourceFile.fileName}: ${property.getText(sourceFile)} is not a message written as text`,
      );
    }
    return [
      { start: text.getStart(sourceFile), end: text.getEnd(), text: JSON.stringify(parseMessage(text.text)) },
    ];
  });
}

/** Replaces source ranges, last first, so earlier positions stay valid. */
function applyEdits(source, edits) {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), source);
}

module.exports = function catalogLanguagesLoader(source) {
  const sourceFile = parse(this.resourcePath, source);
  const definitions = catalogDefinitions(sourceFile);
  if (definitions.length === 0) return source;
  const span = (node) => ({ start: node.getStart(sourceFile), end: node.getEnd() });

  if (this.resourceQuery !== russianQuery) {
    const self = JSON.stringify(`${this.resourcePath}${russianQuery}`);
    // One chunk per package (the folder holding src/): a remote's fallback copy of the shared @steady/ui
    // or @steady/app-frame keeps its texts apart from the remote's own, so a reader never loads them twice.
    // A catalog in `src/i18n/on-use/` belongs to code loaded only when used: its Russian gets a chunk of its
    // own, so it adds nothing to the first load of a Russian reader's page either.
    const folders = this.resourcePath.split(path.sep);
    const packageFolder = folders[folders.lastIndexOf('src') - 1];
    const onUse = folders.at(-2) === 'on-use' && folders.at(-3) === 'i18n';
    const chunkName = onUse
      ? `i18n-ru-${packageFolder}-${path.basename(this.resourcePath).replace(/\.tsx?$/, '')}`
      : `i18n-ru-${packageFolder}`;
    return applyEdits(
      source,
      definitions.flatMap(({ name, english, russian }) => [
        ...precompiledMessages(english, sourceFile),
        {
          ...span(russian),
          text: `() => import(/* webpackChunkName: "${chunkName}" */ ${self}).then((module) => module.${name}.ru)`,
        },
      ]),
    );
  }

  const importEdits = sourceFile.statements.flatMap((statement) => {
    const importsValues = ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly;
    if (!importsValues || !isCatalogModule(this, statement.moduleSpecifier.text)) return [];
    return [
      {
        ...span(statement.moduleSpecifier),
        text: JSON.stringify(statement.moduleSpecifier.text + russianQuery),
      },
    ];
  });
  return applyEdits(source, [
    ...definitions.flatMap(({ english, russian }) => [
      { ...span(english), text: '{}' },
      ...precompiledMessages(russian, sourceFile),
    ]),
    ...importEdits,
  ]);
};
