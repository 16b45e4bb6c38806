import { Anchor, List, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The little markdown the help content and the assistant use: paragraphs, "## " headings, "- " lists, **bold** and
 * [links](/path). Text is never parsed as HTML; only site paths and https addresses become links.
 */
const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(((?:\/|https:\/\/)[^)\s]*)\)/g;

function inline(text: string, onNavigate?: () => void): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, bold, label, href] = match;
    if (bold) parts.push(<strong key={match.index}>{bold}</strong>);
    else if (href!.startsWith('/'))
      parts.push(
        <Anchor key={match.index} component={Link} to={href!} onClick={onNavigate}>
          {label}
        </Anchor>,
      );
    else
      parts.push(
        <Anchor key={match.index} href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </Anchor>,
      );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function RichText({ text, size = 'md', onNavigate }: { text: string; size?: 'sm' | 'md'; onNavigate?: () => void }) {
  const blocks = text.split(/\n{2,}/).filter((block) => block.trim() !== '');
  return (
    <>
      {blocks.map((block, index) => {
        const mb = index === blocks.length - 1 ? 0 : 'sm';
        const lines = block.split('\n');
        if (lines.length === 1 && block.startsWith('## '))
          return (
            <Title key={index} order={2} size="h4" mt="md" mb="xs">
              {block.slice(3)}
            </Title>
          );
        const heading = lines[0]!.startsWith('## ') ? lines.shift()!.slice(3) : null;
        const list = lines.every((line) => line.startsWith('- '));
        return (
          <Fragment key={index}>
            {heading && (
              <Title order={2} size="h4" mt="md" mb="xs">
                {heading}
              </Title>
            )}
            {list ? (
              <List size={size} spacing={4} mb={mb}>
                {lines.map((line, i) => (
                  <List.Item key={i}>{inline(line.slice(2), onNavigate)}</List.Item>
                ))}
              </List>
            ) : (
              <Text size={size} mb={mb} style={{ whiteSpace: 'pre-line' }}>
                {inline(lines.join('\n'), onNavigate)}
              </Text>
            )}
          </Fragment>
        );
      })}
    </>
  );
}
