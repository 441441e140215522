import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axisTicks, BarChart } from './bar-chart';

describe('the bar chart', () => {
  it('draws each bar in proportion to the highest tick, with its label and its words on hover', () => {
    const { container } = render(
      <BarChart
        showValues
        data={[
          { key: '3', label: '3', value: 2, title: '3: 2 votes' },
          { key: '5', label: '5', value: 4, title: '5: 4 votes' },
          { key: '8', label: '8', value: 0, title: '8: no votes' },
        ]}
      />,
    );
    const bars = [...container.querySelectorAll<HTMLElement>('[title]')].map(
      (column) => (column.firstElementChild as HTMLElement).style.height,
    );
    expect(bars).toEqual(['50%', '100%', '0%']);
    expect(screen.getByTitle('5: 4 votes')).toHaveTextContent('4');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('counts its axis in whole steps', () => {
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
  });
});
