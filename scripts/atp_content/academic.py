"""Academic samples for the ablation-scale ATP set (hand-written, one entry per sample)."""

from __future__ import annotations

from build_atp_samples import Doc, Spec, code, diff, edit, qa, ref, search, vqa

CATEGORY = "Academic"

SPECS: tuple[Spec, ...] = (
    # ------------------------------------------------------------------ batch 1
    vqa(
        "result-interpretation",
        "We're building a fraud screen and the review team can only handle about 5% false alarms. Which of these three models should we deploy?",
        "acad2_roc_curves",
        "Deploy **gradient boosting**. AUC summarises the whole curve, but your constraint fixes one operating point: a false positive rate of 5 %. Reading the curves there, gradient boosting catches roughly 74 % of fraud cases, random forest about 67 % and logistic regression only about 50 %.",
        edit(
            0,
            "Draw a vertical dashed black line at false positive rate 0.05 labelled 'FPR budget 5 %', and mark where it crosses each of the three curves with a dot labelled with the true positive rate (about 0.74 for gradient boosting, 0.67 for random forest, 0.50 for logistic regression).",
            "ROC curves with the 5 % false-positive budget and each model's operating point marked",
        ),
        "At low false positive rates the curves separate much more than their AUCs (0.91 vs 0.88 vs 0.81) suggest, because most of the AUC difference comes from the steep left part of the plot, exactly where you will operate.",
        code(
            "bar",
            {
                "x": ["logistic regression", "random forest", "gradient boosting"],
                "series": {"fraud caught at 5 % FPR (%)": [50, 67, 74]},
                "x_label": "model",
                "y_label": "true positive rate (%)",
                "title": "Recall at the 5 % false-alarm budget",
            },
            "Bar chart of each model's recall at a 5 % false positive rate",
        ),
        "Before deploying, pick the threshold on a separate validation set, and check that the test set has a realistic fraud rate: ROC curves ignore class balance, so also look at precision at that threshold, which tells the review team how many flagged cases are real.",
    ),
    vqa(
        "result-interpretation",
        "First time doing a learning-rate sweep. Which one do I pick, and what on earth happened to the red line?",
        "acad2_lr_sweep",
        "Pick **1e-3**: it ends with the lowest loss (about 0.45) and its curve is smooth. The red line (1e-1) **diverged**: each update overshot the minimum by more than it corrected, so the loss grew exponentially within the first 300 steps.",
        edit(
            0,
            "Draw a green outline around the orange lr = 1e-3 curve's end near step 2000 with the label 'best: lowest final loss', and a red label 'diverged' with an arrow at the red 1e-1 curve where it leaves the top of the chart.",
            "Learning-rate sweep with the best run and the diverged run labelled",
        ),
        "The other two fail in opposite ways: 1e-4 is stable but so slow that it is still at 1.6 after 2,000 steps, and 1e-2 drops fastest at first but then bounces around a plateau near 0.8, because the steps are too big to settle into the minimum.",
        code(
            "line",
            {
                "x": [-3, -2, -1, 0, 1, 2, 3],
                "series": {"loss f(w) = w²": [9, 4, 1, 0, 1, 4, 9]},
                "annotations": [
                    {
                        "type": "step_path",
                        "lr": 0.1,
                        "start": 2.5,
                        "label": "small step: converges",
                    },
                    {
                        "type": "step_path",
                        "lr": 1.1,
                        "start": 0.5,
                        "label": "too large: overshoots and grows",
                    },
                ],
                "x_label": "weight w",
                "y_label": "loss",
                "title": "Why a too-large learning rate diverges",
            },
            "Parabola with a converging small-step path and a diverging large-step path",
        ),
        "A good next step is a finer sweep around the winner (3e-4, 1e-3, 3e-3), optionally with a short warm-up and a decaying schedule, which often lets you use the larger rate safely.",
    ),
    vqa(
        "result-interpretation",
        "Journal club tomorrow (nursing). In this forest plot most of the individual studies aren't significant, so how can the pooled result be significant?",
        "acad2_forest_plot",
        "Because pooling adds up the evidence. Each study is small, so its confidence interval is wide; four of the six (Adams, Chen, Evans and Fischer) cross the line of no effect at 1, but five of the six point estimates sit on the 'favours treatment' side. Combining about six studies' worth of participants narrows the interval to 0.71–0.90, which no longer includes 1.",
        edit(
            0,
            "Draw thin orange boxes around the confidence-interval lines that cross the vertical line at 1 (Adams, Chen, Evans, Fischer), a green box around the two that do not (Baker, Diaz), and a bold green outline around the pooled diamond with the label 'RR 0.80, CI excludes 1'.",
            "Forest plot with the non-significant studies, the significant ones and the pooled estimate marked",
        ),
        "In practical terms, a pooled relative risk of 0.80 means exercise programmes cut the risk of falling by about 20 %. The I² of 21 % says that only a small share of the variation between studies reflects real differences rather than chance, so pooling them is reasonable.",
        "Points worth raising in discussion: the size of each square reflects the study's weight, the result is only as good as the included trials (check their risk of bias), and a funnel plot would show whether small negative studies might be missing.",
    ),
    vqa(
        "result-interpretation",
        "My dad's oncologist showed us this graph for the new drug he might get. Can you explain what it says in plain words?",
        "acad2_kaplan_meier",
        "The graph says that in this trial, patients on the new drug went longer before their cancer grew again. 'Progression-free survival' is the share of patients whose disease has not progressed yet; the blue line (new drug) stays above the orange one (standard care) the whole time.",
        edit(
            0,
            "Highlight the two dotted median lines: label the orange one at 7 months 'half of standard-care patients progressed by 7 months' and the blue one at 11 months 'half of new-drug patients progressed by 11 months', and shade the gap between the two curves in light blue.",
            "Survival curves with the two median times labelled and the gap between the arms shaded",
        ),
        "Three numbers matter. The **median** (where each curve crosses 0.5) is 11 months with the new drug versus 7 with standard care. The **hazard ratio of 0.68** means that at any given time, the risk of progression was about 32 % lower on the new drug. The **p-value of 0.004** means a difference this large would be very unlikely if the drug had no effect.",
        "What it does not tell you: whether people lived longer overall (that is a separate 'overall survival' curve), how the side effects compare, or how someone with your dad's age and health would do. Those are good questions to bring to the oncologist.",
    ),
    vqa(
        "result-interpretation",
        "My stats teacher says this residual plot shows a problem with my regression. What problem? It looks random to me.",
        "acad2_residual_funnel",
        "The problem is **heteroscedasticity**: the residuals are not equally spread. At low fitted values they stay within about ±3, while at high fitted values they spread to about ±25, so the points form a funnel opening to the right.",
        edit(
            0,
            "Draw two red dashed lines from near (10, ±3) fanning out to (100, ±25) to outline the funnel shape, and label it 'spread grows with fitted value'.",
            "Residual plot with the funnel-shaped spread outlined",
        ),
        "It matters because ordinary least squares assumes a constant spread. Your coefficients are still unbiased, but the standard errors, p-values and confidence intervals are wrong (usually too optimistic), and predictions for large values are much less precise than they look.",
        "Common fixes: log-transform the outcome if it is positive and skewed (this often turns a funnel into an even band), use heteroscedasticity-robust standard errors (HC3), or fit weighted least squares. After the fix, redo the residual plot: you want a horizontal band of constant width around zero.",
    ),
    vqa(
        "result-interpretation",
        "For my sociology essay: the mean income in our survey is 74k but the median is 58k. Which one should I report, and why are they so different?",
        "acad2_income_histogram",
        "Report the **median** as your headline figure. The distribution is strongly right-skewed: most households earn between about 30k and 80k, but a thin tail of high earners stretching past 200k pulls the mean up. The median (58k) is what a typical household earns; the mean (74k) is inflated by a few very large values.",
        edit(
            0,
            "Shade the long right tail above 150 in light orange with the label 'few high earners pull the mean up', and add a double-headed arrow between the median line at 58 and the mean line at 74 labelled 'gap = skew'.",
            "Income histogram with the right tail and the mean-median gap highlighted",
        ),
        "That is why official statistics usually quote median household income. Mention the mean too if your argument is about totals (for example total spending power), and consider reporting the interquartile range or the share of income held by the top 10 % to describe inequality, since the gap between mean and median is itself a sign of it.",
    ),
    vqa(
        "result-interpretation",
        "This is my titration from chem lab. How do I get the pKa of acetic acid from it, and why is the equivalence point not at pH 7?",
        "acad2_titration_curve",
        "Read the pH at the **half-equivalence point**: at 12.5 mL, exactly half of the acetic acid has been turned into acetate, so [HA] = [A⁻] and the Henderson–Hasselbalch equation gives pH = pKa. Your curve gives **pKa ≈ 4.76**, which matches the literature value.",
        edit(
            0,
            "Draw a vertical dashed line from 12.5 mL up to the curve and a horizontal dashed line across to the pH axis at 4.76, labelled 'pH = pKa'; shade the flat region from about 5 to 20 mL in light green labelled 'buffer region'.",
            "Titration curve with the half-equivalence reading and the buffer region marked",
        ),
        "The equivalence point sits at about **pH 8.7** because at 25 mL all the acid has become sodium acetate, and acetate is a weak base: it takes protons from water and leaves some OH⁻ behind. A strong acid such as HCl would give an equivalence point at pH 7, which is why phenolphthalein (changes at about 8.2–10) is the right indicator here and methyl orange is not.",
        code(
            "line",
            {
                "x": [2, 3, 4, 4.76, 5, 6, 7, 8],
                "series": {
                    "acetic acid HA (%)": [99.8, 98.3, 85.2, 50.0, 36.5, 5.4, 0.6, 0.1],
                    "acetate A⁻ (%)": [0.2, 1.7, 14.8, 50.0, 63.5, 94.6, 99.4, 99.9],
                },
                "x_label": "pH",
                "y_label": "share of total acetate species (%)",
                "title": "Acetic acid vs acetate across pH (pKa 4.76)",
            },
            "Line chart of the acid and acetate fractions crossing at 50 % at pH 4.76",
        ),
    ),
    vqa(
        "result-interpretation",
        "I'm writing a blog post about interpretability. Can I say this attention map proves the model understands that 'cat' is the subject of 'sat'?",
        "acad2_attention_heatmap",
        "You can say it is **consistent with** that, but not that it proves it. In this head the row for 'sat' puts 0.62 of its weight on 'cat', which looks like a verb attending to its subject, and 'mat' attends mostly to 'on' and 'the', its prepositional context.",
        edit(
            0,
            "Draw a thick orange rectangle around the row for 'sat' and circle the 0.62 cell in the 'cat' column; add the label 'verb → subject?'.",
            "Attention heatmap with the 'sat' row and its strongest weight highlighted",
        ),
        "Three caveats belong in the post. Attention weights show where information is read from, not what the model does with it; the value vectors and the later layers can change the picture. Studies have shown that attention weights can often be altered substantially without changing predictions, so they are not a faithful explanation on their own. And one head in one layer is a single example: other heads may encode the same relation, or this pattern may not hold across sentences.",
        "A stronger claim needs evidence such as probing classifiers, ablating this head and measuring the effect on subject–verb agreement, or checking the pattern over many sentences.",
    ),
    vqa(
        "result-interpretation",
        "One of my Year 8 students made this for the science fair and says fertiliser B is 'way better'. How do I give useful feedback?",
        "acad2_bar_no_errorbars",
        "The main point for feedback: the chart makes the differences look much bigger than they are. The y-axis starts at 17 cm, so fertiliser B's bar looks about four times taller than the control's, although 22.1 cm is only about 21 % more than 18.2 cm. And A versus B differs by just 0.6 cm.",
        edit(
            0,
            "Circle the y-axis starting value 17 in red with the label 'axis does not start at 0', and add a small note next to the A and B bars reading 'only 0.6 cm apart'.",
            "The student's chart with the truncated axis and the small A-B difference flagged",
        ),
        "Second, with only 5 plants per group and no error bars, we cannot tell whether A and B really differ: plant heights vary by a centimetre or more naturally. Ask the student to show the spread (standard deviation or the individual plants as dots) and to be cautious about 'way better' until there are more plants.",
        code(
            "bar",
            {
                "x": ["no fertiliser", "fertiliser A", "fertiliser B"],
                "series": {"mean height (cm)": [18.2, 21.5, 22.1]},
                "y_min": 0,
                "x_label": "group (n = 5 each)",
                "y_label": "mean height (cm)",
                "title": "Same data, axis starting at 0",
            },
            "The same bar chart redrawn with the y-axis starting at zero",
        ),
        "Praise what is good: a control group, a clear question and labelled axes. Suggested wording: 'Both fertilisers seem to help compared with none; to know if B beats A, measure more plants and show how much they vary.'",
    ),
    vqa(
        "concept-illustration",
        "Our ML intro lecture had this neuron diagram. What is the bias for, and why do we need the S-shaped activation at all?",
        "acad2_neuron_perceptron",
        "The neuron computes a weighted sum of its inputs, adds the bias b and passes the result through the activation f. The **bias** shifts the point where the neuron 'switches on': without it, the weighted sum is 0 whenever all inputs are 0, so the decision boundary would always have to pass through the origin. With b, the neuron can fire at whatever threshold the data needs.",
        edit(
            0,
            "Highlight the 'bias b' arrow in orange with the note 'shifts the threshold', and highlight the activation box in green with the note 'adds non-linearity'.",
            "Neuron diagram with the bias and the activation highlighted",
        ),
        "The **activation** is what makes networks more powerful than a single linear formula. Stacking layers of purely weighted sums still gives one weighted sum, so without a non-linear f, a deep network could only draw straight decision boundaries. The S-shaped sigmoid squashes any input into 0–1; most modern networks use ReLU, which is simpler and trains faster.",
        code(
            "line",
            {
                "x": [-4, -3, -2, -1, 0, 1, 2, 3, 4],
                "series": {
                    "sigmoid 1/(1+e^-z)": [
                        0.018,
                        0.047,
                        0.119,
                        0.269,
                        0.5,
                        0.731,
                        0.881,
                        0.953,
                        0.982,
                    ],
                    "sigmoid with bias b = 2 (z + 2)": [
                        0.119,
                        0.269,
                        0.5,
                        0.731,
                        0.881,
                        0.953,
                        0.982,
                        0.993,
                        0.998,
                    ],
                    "ReLU max(0, z)": [0, 0, 0, 0, 0, 1, 2, 3, 4],
                },
                "x_label": "weighted sum z = Σ wᵢxᵢ",
                "y_label": "output",
                "title": "Activations, and how a bias shifts the switch-on point",
            },
            "Plot of sigmoid, a bias-shifted sigmoid and ReLU",
        ),
    ),
    vqa(
        "concept-illustration",
        "My daughter's physics worksheet has this circuit. What's the time constant, and what does it actually mean for the capacitor?",
        "acad2_rc_circuit",
        "The time constant is **τ = R × C = 10,000 Ω × 0.0001 F = 1 second**. It is the time the capacitor takes to charge to about 63 % of the battery voltage after the switch closes: here about 5.7 V of the 9 V.",
        "Charging slows down as it goes, because the fuller the capacitor, the smaller the voltage left across the resistor to push current. After each further τ the remaining gap shrinks by the same 63 %: about 7.8 V after 2 s, 8.6 V after 3 s, and after 5τ (5 s) it is above 99 % and counts as fully charged.",
        code(
            "line",
            {
                "x": [0, 1, 2, 3, 4, 5],
                "series": {
                    "capacitor voltage V(t) = 9(1 − e^(−t/1 s))": [0, 5.69, 7.78, 8.55, 8.84, 8.94]
                },
                "reference_lines": [
                    {"y": 5.69, "label": "63 % at t = τ = 1 s"},
                    {"y": 9, "label": "battery 9 V"},
                ],
                "x_label": "time after closing S (s)",
                "y_label": "voltage across C (V)",
                "title": "Charging curve of the RC circuit",
            },
            "Exponential charging curve with the 63 % point at one time constant marked",
        ),
        "A handy check for her: the current is largest (9 V / 10 kΩ = 0.9 mA) at the instant the switch closes and falls to almost zero after 5 s, the mirror image of the voltage curve.",
    ),
    vqa(
        "concept-illustration",
        "Is it true that ice skates work because the pressure melts the ice? How does this diagram relate to that?",
        "acad2_phase_diagram",
        "The diagram explains why the idea exists: water's melting curve leans to the **left**, so squeezing ice at a temperature just below 0 °C can push it across the line into the liquid region. Water is unusual here, because ice is less dense than liquid water, and pressure favours the denser phase.",
        edit(
            0,
            "Add a vertical red arrow at about -2 °C starting in the solid region just left of the melting curve and pointing upward across the curve into the liquid region, labelled 'squeeze ice → melts'.",
            "Phase diagram with an arrow showing pressure melting ice just below 0 °C",
        ),
        "But the effect is far too small to explain skating. Each extra atmosphere lowers the melting point by only about 0.0074 °C, and a skater's weight on a blade adds roughly tens of atmospheres, enough to lower the melting point by well under a degree, yet people skate happily at −20 °C.",
        "The current explanation is a mix of friction heating, which melts a thin film as the blade slides, and a naturally disordered, quasi-liquid layer on the ice surface that exists even well below freezing. Pressure melting plays at most a minor role.",
    ),
    vqa(
        "concept-illustration",
        "My signal-processing notes have this plot for 'aliasing'. Why do the red dots make a slow wave when the real one is fast?",
        "acad2_sine_aliasing",
        "Because the samples come too rarely to see the fast wiggles. The signal goes through 9 cycles per second but is sampled only 10 times per second, so between two samples it completes 0.9 of a cycle. Each sample therefore lands a little 'behind' the previous one in the cycle, and the dots trace a wave that goes around only once per second: a 1 Hz alias (10 − 9 = 1).",
        edit(
            0,
            "Number the first five red sample dots 1-5 and draw a short arrow from each dot to the next along the dashed red curve, with the note 'each sample lands 0.9 cycle later'.",
            "Aliasing plot with consecutive samples numbered along the false 1 Hz wave",
        ),
        "The **Nyquist–Shannon theorem** states the rule: to capture a frequency f you must sample faster than 2f. Here that means faster than 18 Hz. That is why audio is sampled at 44.1 kHz (to capture up to about 20 kHz) and why an anti-aliasing filter removes frequencies above half the sampling rate before sampling.",
        "You have seen the same effect in films where wagon wheels or helicopter rotors seem to turn slowly or backwards: the camera's 24 or so frames per second sample a fast rotation.",
        search(
            "helicopter rotor blades appear frozen video camera frame rate aliasing",
            "Still from a video in which a helicopter's rotor appears stationary because of the camera frame rate",
        ),
    ),
    vqa(
        "data-visualization",
        "These are the rain gauge readings for my geography project. Can you make a proper chart and point out the dry season?",
        "acad2_rainfall_notebook",
        "The station received **516 mm** over the year, with a clear wet-winter, dry-summer pattern typical of a Mediterranean-type climate: December (85 mm) and January (78 mm) are the wettest months, and June to August together bring only 25 mm.",
        code(
            "bar",
            {
                "x": [
                    "Jan",
                    "Feb",
                    "Mar",
                    "Apr",
                    "May",
                    "Jun",
                    "Jul",
                    "Aug",
                    "Sep",
                    "Oct",
                    "Nov",
                    "Dec",
                ],
                "series": {"rainfall (mm)": [78, 62, 55, 41, 30, 12, 5, 8, 22, 48, 70, 85]},
                "highlight": {"range": ["Jun", "Aug"], "label": "dry season (< 15 mm/month)"},
                "x_label": "month",
                "y_label": "rainfall (mm)",
                "title": "Monthly rainfall, station B (total 516 mm)",
            },
            "Monthly rainfall bar chart with June to August shaded as the dry season",
        ),
        "For the write-up, a common definition of a dry month is one with less than 30 mm (or less than twice the mean temperature in °C, on a climate graph); by the 30 mm rule your dry season runs June to September, with May on the edge. If you also recorded temperatures, adding them as a line on a second axis turns this into a standard climate graph.",
    ),
    vqa(
        "data-visualization",
        "Can you plot this growth data for my micro lab report? My TA said growth curves should be on a log scale but I don't get why.",
        "acad2_growth_table",
        "Growth is fastest at **37 °C**, which reaches stationary phase (about 1.3) by 8 hours; at 30 °C the culture is still growing at 10 hours, and 25 °C is slowest.",
        code(
            "line",
            {
                "x": [0, 2, 4, 6, 8, 10],
                "series": {
                    "25 °C": [0.05, 0.08, 0.15, 0.30, 0.52, 0.70],
                    "30 °C": [0.05, 0.12, 0.35, 0.75, 1.10, 1.25],
                    "37 °C": [0.05, 0.18, 0.60, 1.15, 1.30, 1.32],
                },
                "x_label": "time (h)",
                "y_label": "OD600",
                "title": "Bacterial growth at three temperatures (linear axis)",
            },
            "Growth curves on a linear y-axis",
        ),
        "The log scale matters because bacteria grow by doubling. On a linear axis exponential growth looks like a curve that is flat at first and then shoots up, which hides the early phase; on a log axis exponential growth becomes a **straight line**, its slope is the growth rate, and the lag, exponential and stationary phases are easy to tell apart.",
        code(
            "line",
            {
                "x": [0, 2, 4, 6, 8, 10],
                "series": {
                    "25 °C": [0.05, 0.08, 0.15, 0.30, 0.52, 0.70],
                    "30 °C": [0.05, 0.12, 0.35, 0.75, 1.10, 1.25],
                    "37 °C": [0.05, 0.18, 0.60, 1.15, 1.30, 1.32],
                },
                "y_scale": "log",
                "x_label": "time (h)",
                "y_label": "OD600 (log scale)",
                "title": "Same data on a log axis: straight segments = exponential phase",
            },
            "Growth curves on a logarithmic y-axis showing straight exponential phases",
        ),
        "From the steepest segments you can estimate doubling times: about 1.2 hours at 37 °C (2–4 h), about 1.8 hours at 30 °C (4–6 h) and about 2 hours at 25 °C (4–6 h). Note that OD600 above about 1 is no longer proportional to cell number on most spectrophotometers, so the flattening at 37 °C may partly be a measurement limit.",
    ),
    vqa(
        "data-visualization",
        "I'm on the school paper and want to show how support for each candidate changes with year group. What's the best chart for this poll?",
        "acad2_poll_table",
        "A line chart with year group on the x-axis works best, because the year groups are ordered and the story is a trend: **Aisha's support falls steadily from 48 % in Year 9 to 25 % in Year 12, while Ben's rises from 30 % to 44 %**. Chloe stays in the 22–31 % range throughout.",
        code(
            "line",
            {
                "x": ["Year 9", "Year 10", "Year 11", "Year 12"],
                "series": {
                    "Aisha": [48, 41, 33, 25],
                    "Ben": [30, 35, 38, 44],
                    "Chloe": [22, 24, 29, 31],
                },
                "markers": True,
                "x_label": "year group",
                "y_label": "support (%)",
                "title": "Student council poll: support by year group",
            },
            "Line chart of each candidate's support across year groups",
        ),
        "The lines cross between Year 10 and Year 11, which makes a good headline: younger students back Aisha, older students back Ben. Who wins overall depends on how many students each year group has, so if you have the group sizes, weight the percentages by them before reporting a school-wide figure, and mention how many students were polled in each group.",
    ),
    qa(
        "result-interpretation",
        "A mindfulness app study found an effect size of d = 0.3 on anxiety. The press release says 'dramatically reduces anxiety'. Is 0.3 big?",
        "No, d = 0.3 is a **small-to-moderate** effect. Cohen's d measures the difference between group means in units of standard deviation, so the app users' average anxiety was 0.3 standard deviations lower than the control group's. By Cohen's rough benchmarks, 0.2 is small, 0.5 medium and 0.8 large.",
        code(
            "distribution_overlap",
            {
                "distributions": [
                    {"label": "control", "type": "normal", "mean": 0, "sd": 1},
                    {"label": "app users", "type": "normal", "mean": -0.3, "sd": 1},
                ],
                "x_label": "anxiety score (standard deviations)",
                "title": "Two groups with d = 0.3: about 88 % overlap",
            },
            "Two overlapping normal curves shifted by 0.3 standard deviations",
        ),
        "Put in concrete terms: the two distributions overlap by about 88 %, and if you picked one app user and one control person at random, the app user would have the lower anxiety only about 58 % of the time (50 % would be no effect at all). That is a real and potentially useful effect for a cheap, scalable intervention, but 'dramatically' overstates it.",
        "Also check how anxiety was measured (self-report right after an app designed to make you feel calm invites bias), whether the control group got an active placebo app, and how long the effect lasted.",
    ),
    qa(
        "result-interpretation",
        "My regression has R² = 0.12 but the coefficient on sleep hours is highly significant (p < 0.001, n = 4,000). Isn't that a contradiction?",
        "No contradiction: the two numbers answer different questions. The p-value asks **whether** sleep is related to the outcome at all; with 4,000 people even a modest slope is estimated very precisely, so you can be confident it is not zero. R² asks **how much** of the variation between people sleep explains: only 12 %, so individual outcomes are scattered widely around the line.",
        code(
            "scatter",
            "Simulate 4,000 points with sleep hours uniform between 4 and 10 and outcome = 0.35 × standardised sleep + normal noise so that R² ≈ 0.12; draw the points small and semi-transparent with the fitted regression line in red, and annotate 'R² = 0.12, p < 0.001'.",
            "Scatter plot of a weak but clear linear trend in a large noisy sample",
        ),
        "In a cloud like this the trend is unmistakable, yet knowing someone's sleep tells you little about their individual score. Both facts are worth reporting: the slope (how much the outcome changes per extra hour of sleep, with its confidence interval) is usually more informative than either p or R² alone, and a low R² is normal in social and health research, where many factors each contribute a little.",
    ),
    qa(
        "result-interpretation",
        "We're considering this model from a paper to screen chest X-rays in our clinic. What do these numbers mean for us in practice?",
        "For screening, the key number is **recall (sensitivity) of 0.41**: the model would miss about 59 of every 100 patients who actually have the finding. Its precision of 0.92 means that when it flags an X-ray it is usually right, but a screening tool's first job is not to miss cases, so on these numbers it is not suitable as a stand-alone screen.",
        code(
            "bar",
            {
                "x": ["precision", "recall (sensitivity)", "specificity", "F1"],
                "series": {"paper's model": [0.92, 0.41, 0.99, 0.57]},
                "y_min": 0,
                "y_max": 1,
                "x_label": "metric",
                "y_label": "value",
                "title": "Reported test-set metrics",
            },
            "Bar chart of the model's precision, recall, specificity and F1",
        ),
        "The paper's own operating threshold is tuned for few false alarms. If the model outputs a score, the authors' ROC curve would show how much recall you could gain by lowering the threshold, at the cost of more false positives for a radiologist to review; that trade-off is what you should discuss with them.",
        "Also check that their test population resembles yours: their prevalence was 8 %, and precision in particular falls when the condition is rarer in your clinic than in the study.",
        docs=(
            Doc(
                "Excerpt: Results (Table 3)",
                "On the held-out test set (n = 5,200 radiographs, prevalence 8 %), the model achieved a precision of 0.92, a recall of 0.41, a specificity of 0.99 and an F1 score of 0.57 at the default operating threshold of 0.5. The threshold was selected to minimise false alarms for radiologist workload.",
            ),
        ),
    ),
    qa(
        "result-interpretation",
        "Does 95% efficacy for this vaccine mean that 5% of vaccinated people still get COVID? That's how my uncle reads it.",
        "No. 95 % efficacy compares the **rate** of disease in the two arms: vaccinated participants were about 95 % less likely to get symptomatic COVID-19 than placebo participants during the trial. In the trial only 8 of about 18,200 vaccinated people got sick (0.04 %), against 162 of about 18,300 in the placebo group (0.9 %).",
        code(
            "bar",
            {
                "x": ["vaccine (n ≈ 18,198)", "placebo (n ≈ 18,325)"],
                "series": {"symptomatic COVID-19 cases": [8, 162]},
                "x_label": "trial arm",
                "y_label": "cases",
                "title": "Cases during follow-up: efficacy = 1 − 8/162 × (18,325/18,198) ≈ 95 %",
            },
            "Bar chart of 8 versus 162 cases in the two trial arms",
        ),
        "Your uncle's reading would mean about 900 sick people in the vaccine group; there were 8. Efficacy describes the risk reduction under trial conditions over the follow-up period (a few months); real-world effectiveness, other variants and waning over time are separate questions.",
        docs=(
            Doc(
                "Excerpt: Phase 3 trial of the BNT162b2 mRNA vaccine",
                "Among participants without evidence of prior infection, 8 cases of Covid-19 with onset at least 7 days after the second dose were observed in vaccine recipients (n = 18,198) and 162 in placebo recipients (n = 18,325). Vaccine efficacy was 95.0 % (95 % credible interval, 90.3 to 97.6).",
            ),
        ),
    ),
    qa(
        "concept-illustration",
        "I'm a med student and Bayes' theorem with test results never clicks. Can you show me why a positive test can still mean you probably don't have the disease?",
        "Because when a disease is rare, the few true positives are outnumbered by false positives from the huge healthy group. Take a disease with **1 % prevalence** and a test with **90 % sensitivity** and **91 % specificity**, and imagine 1,000 people.",
        code(
            "tree",
            {
                "root": "1,000 people",
                "children": [
                    {
                        "label": "10 have the disease (1 %)",
                        "children": [
                            {"label": "9 test positive (true positives)"},
                            {"label": "1 tests negative (missed)"},
                        ],
                    },
                    {
                        "label": "990 are healthy (99 %)",
                        "children": [
                            {"label": "89 test positive (false positives)"},
                            {"label": "901 test negative"},
                        ],
                    },
                ],
                "title": "Natural-frequency tree: 98 positives, only 9 of them sick",
            },
            "Natural-frequency tree splitting 1,000 people by disease status and test result",
        ),
        "Of the 98 people who test positive, only 9 are sick, so the chance of disease given a positive test (the positive predictive value) is 9/98 ≈ **9 %**. Bayes' theorem says the same thing in symbols: P(D|+) = P(+|D)·P(D) / P(+) = 0.9 × 0.01 / 0.098.",
        code(
            "icon_array",
            {
                "total": 98,
                "groups": [
                    {"label": "true positive (sick)", "count": 9, "color": "red"},
                    {"label": "false positive (healthy)", "count": 89, "color": "grey"},
                ],
                "title": "Everyone who tested positive",
            },
            "Icon array of 98 positive tests with 9 true positives highlighted",
        ),
        "The clinical lessons: the same test means much more in a patient with symptoms (higher pre-test probability) than in population screening, and a positive screening result is usually followed by a second, more specific test.",
    ),
    qa(
        "concept-illustration",
        "How does CRISPR-Cas9 actually cut DNA at the right place? The 'molecular scissors' line in every article doesn't help me.",
        "Cas9 is a protein that carries a short **guide RNA**. About 20 letters of that guide are designed to match the target DNA. Cas9 scans the genome looking first for a short **PAM** sequence (NGG for the common Streptococcus pyogenes Cas9); only where it finds one does it unzip the neighbouring DNA and test whether the guide base-pairs with it.",
        diff(
            "Clear scientific illustration of the Cas9 protein (a translucent blue two-lobed shape) bound to a DNA double helix: an orange guide RNA threaded through the protein is base-paired with one unwound DNA strand, a small highlighted 'PAM' segment (NGG) sits just beside the target, and two small scissors icons mark the cut points on both strands three bases upstream of the PAM; clean white background, labelled parts.",
            "Illustration of Cas9 with guide RNA bound to unwound target DNA next to the PAM",
        ),
        "If the match is good, two cutting domains in Cas9 (HNH and RuvC) each cut one strand, making a **blunt double-strand break about 3 bases upstream of the PAM**. The cut itself is the easy part; the edit comes from how the cell repairs it.",
        code(
            "flowchart",
            {
                "nodes": [
                    "guide RNA + Cas9 form a complex",
                    "scan DNA for PAM (NGG)",
                    "unwind DNA and check guide match",
                    "double-strand break 3 bp upstream of PAM",
                    "NHEJ repair: small insertions/deletions → gene knocked out",
                    "HDR with a supplied template → precise edit",
                ],
                "edges": [[0, 1], [1, 2], [2, 3], [3, 4], [3, 5]],
                "title": "From targeting to edit",
            },
            "Flowchart from target search to the two DNA repair outcomes",
        ),
        "Non-homologous end joining is quick but sloppy, so it is used to disrupt genes; homology-directed repair copies a template you provide, which allows precise changes but is less efficient, especially in non-dividing cells.",
    ),
    qa(
        "concept-illustration",
        "What's the actual difference between mitosis and meiosis? I have a biology test Friday and I keep mixing them up.",
        "**Mitosis** makes two identical copies of a cell for growth and repair: one division, two daughter cells, each with the full (diploid) chromosome set. **Meiosis** makes sex cells: two divisions in a row, four daughter cells, each with half the chromosomes (haploid) and each genetically different.",
        code(
            "comparison_diagram",
            {
                "columns": ["Mitosis", "Meiosis"],
                "rows": [
                    [
                        "starting cell 2n = 4 (one pair long, one pair short chromosomes)",
                        "starting cell 2n = 4",
                    ],
                    ["DNA replicated once", "DNA replicated once"],
                    [
                        "1 division: sister chromatids separate",
                        "Meiosis I: homologous pairs separate (crossing over first); Meiosis II: sister chromatids separate",
                    ],
                    ["2 cells, 2n = 4, identical", "4 cells, n = 2, all different"],
                ],
                "draw_cells": True,
                "title": "Mitosis vs meiosis with 2n = 4",
            },
            "Side-by-side cell diagram of mitosis and meiosis with chromosome counts",
        ),
        "The step that trips most people up is **Meiosis I**: matching (homologous) chromosomes pair up, swap segments (crossing over) and then the pairs are pulled apart, which is what halves the number. Meiosis II then looks just like mitosis. A memory trick: mi-**T**-osis makes **T**wo identical cells, m-**E**-iosis makes **E**ggs (and sperm).",
        "It also helps to recognise the stages under a microscope, as exam questions often show onion root tip photos.",
        search(
            "onion root tip mitosis stages micrograph prophase metaphase anaphase telophase",
            "Light micrograph of an onion root tip with cells in different stages of mitosis",
        ),
    ),
    qa(
        "concept-illustration",
        "Can someone explain PCA without matrices? I just want to understand what the 'principal components' are.",
        "Imagine your data as a cloud of points. **The first principal component is the direction in which the cloud is most stretched**, i.e. the line along which the points vary the most. The second is the direction of most remaining spread at right angles to the first, and so on.",
        code(
            "scatter",
            "Scatter 200 points from a 2D Gaussian elongated along a diagonal (correlation 0.85, height vs arm span in cm); draw two arrows from the centre of the cloud: a long red arrow along the long diagonal axis labelled 'PC1 (87 % of variance)' and a short blue arrow perpendicular to it labelled 'PC2 (13 %)'.",
            "Elongated point cloud with the two principal axes drawn as arrows",
        ),
        "PCA then re-describes each point by its position along these new axes instead of the original ones. If the first one or two components hold most of the spread (here 87 % on PC1), you can drop the rest and lose little information: that is dimensionality reduction. With 50 measured variables, PCA might find that five directions explain 90 % of the variation.",
        "Two practical points: standardise variables first if they are in different units (otherwise the one with the biggest numbers dominates), and remember that components are just directions of spread, not necessarily meaningful causes.",
    ),
)
