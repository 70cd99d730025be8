/** The former GraphQL root names (src/graphql/renames.ts) and the REST documents that run them. */
import { Kind, visit, type DocumentNode, type GraphQLField } from 'graphql';
import { schema } from '../../src/graphql/schema.js';
import { routes } from '../../src/rest/routes.js';

export const extensionsOf = (field: GraphQLField<unknown, unknown>) => field.extensions as { renamedTo?: string; replacedBy?: readonly string[] };

export const queryType = schema.getQueryType()!;
/** The former root names: new name → old name. */
export const formerRoot = new Map(
  Object.values(queryType.getFields()).flatMap((f) => (extensionsOf(f).renamedTo ? [[extensionsOf(f).renamedTo!, f.name] as const] : [])),
);

/** A REST route's document with its root field under its former name, answering under the new key. */
export function underFormerName(document: DocumentNode, root: string, former: string): DocumentNode {
  return visit(document, {
    OperationDefinition: (operation) => ({
      ...operation,
      selectionSet: {
        ...operation.selectionSet,
        selections: operation.selectionSet.selections.map((s) =>
          s.kind === Kind.FIELD && s.name.value === root ? { ...s, alias: { kind: Kind.NAME, value: root }, name: { kind: Kind.NAME, value: former } } : s,
        ),
      },
    }),
  });
}

/** The routes that run a root field that has a former name, with their example's variables. */
export const renamedRoutes = routes.flatMap((route) => {
  const root = route.operation.graphql;
  const former = root ? formerRoot.get(root) : undefined;
  if (!root || !former) return [];
  const variables = route.body ? (route.variables(route.body.parse(route.operation.example)) as Record<string, unknown>) : {};
  return [{ route, root, former, variables, document: route.document as DocumentNode }];
});

