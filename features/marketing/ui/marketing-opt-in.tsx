import { CheckboxField } from "~/ui/forms/checkbox-field";
import { marketingField, marketingWordings, offeredChannels, type MarketingChoices } from "../marketing-consent";

/**
 * The separate, unticked opt-in of every form that takes an address (docs/decisions/0037): one box per offered
 * channel, in the words stored with the choice. Plain checkboxes named as the API's fields (`marketingEmail`), so a
 * form post, the JSON API and the booking island read them alike. An <a>, not a router link: the booking island
 * runs without React Router.
 */
export function MarketingOptIn({ checked, legend = "Marketing" }: { checked?: MarketingChoices; legend?: string }) {
  return (
    <fieldset className="grid gap-2 rounded-2xl border border-blush-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      {offeredChannels.map((channel) => {
        const wording = marketingWordings[channel];
        const name = marketingField(channel);
        return (
          <CheckboxField
            key={channel}
            name={name}
            defaultChecked={checked?.[name] === true}
            label={wording.label}
            description={
              <>
                {wording.description}{" "}
                <a href="/policies#marketing-communications" className="font-medium text-plum-700 underline underline-offset-2">
                  Marketing communications
                </a>
              </>
            }
          />
        );
      })}
    </fieldset>
  );
}
