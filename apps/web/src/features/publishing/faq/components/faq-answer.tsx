import { List, Stack, Text } from '@mantine/core';
import type { FaqBlock } from '../content/types.ts';

/** An answer's paragraphs, bullet lists and numbered steps. */
export function FaqAnswer({ blocks }: { blocks: readonly FaqBlock[] }) {
  return (
    <Stack gap="sm">
      {blocks.map((block, index) =>
        block.type === 'paragraph' ? (
          <Text key={index} size="sm">
            {block.text}
          </Text>
        ) : (
          <List key={index} size="sm" spacing={6} type={block.type === 'steps' ? 'ordered' : 'unordered'} withPadding>
            {block.items.map((item, itemIndex) => (
              <List.Item key={itemIndex}>{item}</List.Item>
            ))}
          </List>
        ),
      )}
    </Stack>
  );
}
