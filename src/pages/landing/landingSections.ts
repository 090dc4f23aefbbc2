import type { ComponentType } from 'react';
import About from './sections/About';
import Activities from './sections/Activities';
import Benefits from './sections/Benefits';
import Contact from './sections/Contact';
import Faq from './sections/Faq';
import Footer from './sections/Footer';
import Pricing from './sections/Pricing';
import Problems from './sections/Problems';
import Testimonials from './sections/Testimonials';

/** One landing section below the hero. */
export interface LandingSectionInfo {
  name: string;
  Component: ComponentType;
  /** Tailwind min-height classes matching the loaded section, so swapping in the content shifts nothing. */
  sizeClass: string;
  /** The id a header anchor jumps to (`#features`…): on the wrapper, so it exists before the content loads. */
  anchor?: string;
}

/**
 * The sections below the hero, in the spec's order (Problems, Benefits, Activities, Testimonials,
 * Pricing, Footer), with the FAQ, About and Contact — targets of the header's anchors — before the
 * Footer. `sizeClass` is the section's measured height per breakpoint so its skeleton occupies the
 * same space. On the pre-rendered page each is an HTML file of its own, loaded on demand
 * (sectionLoader.ts); the build's pre-render step renders them (post-20-prerender.mjs).
 */
export const landingSections: LandingSectionInfo[] = [
  { name: 'problems', Component: Problems, sizeClass: 'min-h-[1120px] sm:min-h-[940px] md:min-h-[546px]' },
  { name: 'benefits', Component: Benefits, sizeClass: 'min-h-[930px] sm:min-h-[596px] lg:min-h-[544px]' },
  {
    name: 'activities',
    anchor: 'features',
    Component: Activities,
    sizeClass: 'min-h-[2340px] sm:min-h-[2520px] lg:min-h-[1447px]',
  },
  {
    name: 'testimonials',
    Component: Testimonials,
    sizeClass: 'min-h-[1460px] sm:min-h-[930px] md:min-h-[880px] lg:min-h-[625px]',
  },
  { name: 'pricing', Component: Pricing, sizeClass: 'min-h-[856px] md:min-h-[876px]' },
  { name: 'faq', Component: Faq, sizeClass: 'min-h-[640px] sm:min-h-[628px]' },
  {
    name: 'about',
    anchor: 'about',
    Component: About,
    sizeClass: 'min-h-[540px] sm:min-h-[429px] lg:min-h-[370px]',
  },
  {
    name: 'contact',
    anchor: 'contact',
    Component: Contact,
    sizeClass: 'min-h-[436px] sm:min-h-[411px] md:min-h-[387px]',
  },
  { name: 'footer', Component: Footer, sizeClass: 'min-h-[374px] sm:min-h-[350px] md:min-h-[294px]' },
];
