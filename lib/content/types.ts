/**
 * The types of everything the site says, inferred from the schemas in lib/content/schema.ts: a shape is
 * declared once, there, and the content modules, the pages and the components read these names.
 */
import type { imageAsset, Model, schemas, videoAsset } from './schema';
import type { blogKinds, clientCategories, credentialGroups, currencies, employmentTypes, flagCodes, payPeriods, socialNetworks, workplaces } from './schema';

export type { ImageKey, IconKey, MediaKey } from '../../content/media';
export { blogKinds, clientCategories } from './schema';

type S = typeof schemas;

export type FlagCode = (typeof flagCodes)[number];
export type SocialNetwork = (typeof socialNetworks)[number];
export type ClientCategory = (typeof clientCategories)[number];
export type BlogKind = (typeof blogKinds)[number];
export type EmploymentType = (typeof employmentTypes)[number];
export type Workplace = (typeof workplaces)[number];
export type Currency = (typeof currencies)[number];
export type PayPeriod = (typeof payPeriods)[number];
export type CredentialGroup = (typeof credentialGroups)[number];

/** Declared on their own (not through `schemas`): the media registry's keys feed the other shapes. */
export type ImageAsset = Model<typeof imageAsset>;
export type VideoAsset = Model<typeof videoAsset>;
export type PageSeo = Model<S['seo']>;
export type PageCopy = Model<S['pageCopy']>;
export type PageIntro = PageCopy['intro'];
export type SectionHeading = Model<S['sectionHeading']>;
export type ImageSection = Model<S['imageSection']>;
export type NextStepCopy = Model<S['nextStep']>;
export type DirectoryCopy = Model<S['directory']>;
export type Pages = Model<S['pages']>;
export type Office = Model<S['office']>;
export type SocialLink = Model<S['socialLink']>;
export type ContactDetails = Model<S['contactDetails']>;
export type Site = Model<S['site']>;
export type BrandImages = Model<S['brandImages']>;
export type Slide = Model<S['slide']>;
export type HomeSections = Model<S['homeSections']>;
export type Stat = Model<S['stat']>;
export type MarketFlag = Model<S['marketFlag']>;
export type TimelineItem = Model<S['timelineItem']>;
export type WhyChooseItem = Model<S['whyChooseItem']>;
export type CompanyStory = Model<S['companyStory']>;
export type ContactBand = Model<S['contactBand']>;
export type Client = Model<S['client']>;
export type ClientsDirectoryCopy = Model<S['clientsDirectoryCopy']>;
export type TeamMember = Model<S['teamMember']>;
export type SolutionTab = Model<S['solutionTab']>;
export type SolutionCard = Model<S['solutionCard']>;
export type Solution = Model<S['solution']>;
export type Benefit = Model<S['benefit']>;
export type ServiceSection = Model<S['serviceSection']>;
export type SectionVariant = ServiceSection['variant'];
export type Service = Model<S['service']>;
export type Industry = Model<S['industry']>;
export type BlogPost = Model<S['blogPost']>;
export type Outcome = Model<S['outcome']>;
export type CaseStudy = Model<S['caseStudy']>;
export type Position = Model<S['position']>;
export type PayBand = NonNullable<Position['pay']>;
export type HiringProcess = Model<S['hiringProcess']>;
export type Credential = Model<S['credential']>;
export type CredentialsPage = Model<S['credentialsPage']>;
export type CareerItem = Model<S['careerItem']>;
export type CareerCta = Model<S['careerCta']>;
export type PolicySection = Model<S['policySection']>;
export type Policy = Model<S['policy']>;
export type Registration = Model<S['registration']>;
export type LegalEntity = Model<S['legalEntity']>;
export type LegalSection = Model<S['legalSection']>;
export type LegalNotice = Model<S['legalNotice']>;
export type ContactCardContent = Model<S['contactCard']>;
export type ContactFormCopy = Model<S['contactFormCopy']>;
export type MenuCopy = Model<S['menuCopy']>;
export type Ui = Model<S['ui']>;
